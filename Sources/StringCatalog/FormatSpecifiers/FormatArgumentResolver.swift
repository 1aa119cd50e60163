// Numbers the arguments of scanned specifiers the way CFString does: explicit `N$` positions are used
// as written, and every sequential use (`%@`, a `*` width or precision) takes the next number of one
// counter that starts at 1 and ignores explicit positions. So `"%@, are you there? %1$@"` uses
// argument 1 twice, and `"%2$@ %@"` uses 2 and then 1.
//
// A named placeholder (`%(count)lld`) without a position takes the number its key gives the name
// (`ArgumentNames`), else the next number of the counter at its first use; every later use of the name
// reads the same argument. Numbers that names take are skipped by the counter, so an unnamed specifier
// reads the same argument wherever the names stand: with `count` as 1, `%(count)lld in %@` and
// `%@: %(count)lld` both read the text as argument 2. Named placeholders are never "sequential" for the
// mixing warning: their names, not their order, say which argument they read.

struct FormatArgumentResolver {
    private(set) var tokens: [FormatToken]
    private(set) var specifiers: [FormatSpecifier] = []
    private(set) var arguments: [FormatArgument] = []
    private(set) var problems: [FormatProblem] = []

    private let firstSequentialArgument: Int
    private let boundNames: ArgumentNames

    init(tokens: [FormatToken], firstSequentialArgument: Int, names: ArgumentNames) {
        self.tokens = tokens
        self.firstSequentialArgument = firstSequentialArgument
        self.boundNames = names
    }

    mutating func resolve() {
        var nextSequential = firstSequentialArgument
        var usesByIndex: [Int: [FormatArgument.Use]] = [:]
        var firstStyle: Bool? // true once the first argument-consuming specifier is positional
        var reportedMixing = false
        var indexOfName: [String: Int] = [:]
        var nameOfIndex: [Int: String] = [:]
        // Numbers names stand for, which unnamed sequential specifiers skip.
        var named = boundNames.mainTextIndices

        func nextUnnamed() -> Int {
            while named.contains(nextSequential) { nextSequential += 1 }
            defer { nextSequential += 1 }
            return nextSequential
        }

        for tokenIndex in tokens.indices {
            guard case .specifier(var specifier) = tokens[tokenIndex] else { continue }
            let specifierIndex = specifiers.count
            var isPositional: [Bool] = []

            func take(_ position: Int?, _ role: FormatArgument.Role, _ category: FormatArgumentCategory) -> Int {
                let index: Int
                index = position ?? nextUnnamed()
                isPositional.append(position != nil)
                usesByIndex[index, default: []].append(
                    FormatArgument.Use(specifierIndex: specifierIndex, role: role, category: category))
                return index
            }

            if case .argument(let position) = specifier.width { _ = take(position, .width, .integer) }
            if case .argument(let position) = specifier.precision { _ = take(position, .precision, .integer) }
            switch specifier.kind {
            case .conversion, .substitution:
                let category = specifier.category ?? .object
                guard let name = specifier.name else {
                    specifier.argumentIndex = take(specifier.position, .value, category)
                    break
                }
                let index: Int
                if let position = specifier.position {
                    index = position
                    if let earlier = indexOfName[name], earlier != position {
                        report(.placeholderAtTwoPositions(name: name, earlier, position), at: specifier)
                    }
                } else if let earlier = indexOfName[name] {
                    index = earlier
                } else {
                    index = boundNames[name] ?? nextUnnamed()
                }
                if indexOfName[name] == nil { indexOfName[name] = index }
                named.insert(index)
                if let other = nameOfIndex[index], other != name {
                    report(.argumentWithTwoNames(argument: index, other, name), at: specifier)
                } else {
                    nameOfIndex[index] = name
                }
                usesByIndex[index, default: []].append(
                    FormatArgument.Use(specifierIndex: specifierIndex, role: .value, category: category))
                specifier.argumentIndex = index
            case .percentSign, .substitutionArgument:
                break
            }

            for positional in isPositional {
                if firstStyle == nil { firstStyle = positional }
                if positional != firstStyle, !reportedMixing {
                    reportedMixing = true
                    report(.mixedPositionalAndSequential, at: specifier)
                }
            }
            tokens[tokenIndex] = .specifier(specifier)
            specifiers.append(specifier)
        }

        // Arguments before the first sequential one belong to someone else (a stringsdict format key).
        let maximum = usesByIndex.keys.max() ?? 0
        let first = min(firstSequentialArgument, usesByIndex.keys.min() ?? 1)
        for index in stride(from: first, through: maximum, by: 1) {
            guard let uses = usesByIndex[index] else {
                // Point at the first specifier that uses a later position.
                let firstLater = usesByIndex.filter { $0.key > index }.flatMap(\.value).map(\.specifierIndex).min() ?? 0
                report(.missingArgument(index), at: specifiers[firstLater])
                continue
            }
            let category = uses[0].category
            if let conflict = uses.first(where: { !$0.category.isCompatible(with: category) }) {
                report(.conflictingArgumentTypes(argument: index, category, conflict.category),
                       at: specifiers[conflict.specifierIndex])
            }
            arguments.append(FormatArgument(index: index, category: category, uses: uses, name: nameOfIndex[index]))
        }

        for specifier in specifiers where specifier.kind == .conversion && specifier.flags.contains(" ")
            && specifier.conversion.isLetter {
            report(.spaceFlagConversion, at: specifier)
        }
    }

    private mutating func report(_ kind: FormatProblem.Kind, at specifier: FormatSpecifier) {
        problems.append(FormatProblem(kind: kind, utf8Offset: specifier.utf8Range.lowerBound,
                                      characterOffset: specifier.characterOffset))
    }
}
