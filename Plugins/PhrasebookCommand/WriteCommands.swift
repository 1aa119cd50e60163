/// Which `phrasebook` invocations change files in the package, so the read-only plugin can refuse them.
enum WriteCommands {
    /// A description of the writing command (`format`, `lint --fix`), or `nil` when `arguments` only read.
    static func writes(_ arguments: [String]) -> String? {
        guard let command = arguments.first else { return nil }
        let options = Set(arguments.dropFirst())
        switch command {
        case "format": return options.contains("--check") ? nil : "format"
        case "extract":
            return options.isDisjoint(with: ["--check", "--dry-run", "--list"]) ? "extract" : nil
        case "lint": return options.contains("--fix") ? "lint --fix" : nil
        case "import": return options.contains("--dry-run") ? nil : "import"
        case "pseudo": return options.isDisjoint(with: ["--in-place", "--output", "-o"]) ? nil : "pseudo"
        case "generate":
            let writes = options.contains { $0 == "--output" || $0 == "-o" || $0.hasPrefix("--output=") }
            return writes && !options.contains("--check") ? "generate --output" : nil
        case "compile", "migrate", "merge", "git": return command
        default: return nil
        }
    }
}
