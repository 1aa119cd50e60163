/// SARIF 2.1.0 with one run: the tool with its rule metadata, and one result per finding.
///
/// Code-scanning services (GitHub, Azure DevOps) read `ruleId`, `level`, the physical location and
/// the rule's descriptions; the catalog key and language go in each result's `properties`.
public struct SARIFReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        let rules = rulesInUse(report)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver = JSONText.object([
            ("name", .string("phrasebook")),
            ("fullName", .string(report.toolName)),
            ("version", .string(report.toolVersion)),
            ("informationUri", .string("https://github.com/phrasebook/phrasebook")),
            ("rules", .array(rules.map(ruleDescriptor))),
        ])
        let results = report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) }
        return JSONText.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ]).rendered()
    }

    /// The report's rules, plus a minimal descriptor for any rule a finding names that is not listed.
    private func rulesInUse(_ report: DiagnosticReport) -> [AnyRuleDescription] {
        var rules = report.rules
        var known = Set(rules.map(\.id))
        for diagnostic in report.diagnostics where !known.contains(diagnostic.ruleID) {
            known.insert(diagnostic.ruleID)
            rules.append(AnyRuleDescription(
                id: diagnostic.ruleID, summary: diagnostic.ruleID.rawValue, rationale: "", defaultSeverity: diagnostic.severity,
                triggeringExamples: [], nonTriggeringExamples: []))
        }
        return rules
    }

    private func ruleDescriptor(_ rule: AnyRuleDescription) -> JSONText {
        JSONText.object([
            ("id", .string(rule.id.rawValue)),
            ("name", .string(rule.id.rawValue)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", rule.rationale.isEmpty ? nil : .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("help", .object([("text", .string(rule.rationale.isEmpty ? rule.summary : rule.rationale))])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONText {
        var location: JSONText?
        if let file = diagnostic.file {
            let region = diagnostic.line.map { line in
                JSONText.object([("startLine", .int(line)), ("startColumn", .int(diagnostic.column))])
            }
            location = .object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(file)))])),
                    ("region", region),
                ]))
            ])
        }
        var properties: [(String, JSONText?)] = []
        properties.append(("language", .string(diagnostic.language)))
        properties.append(("key", .string(diagnostic.key)))
        let hasProperties = diagnostic.language != nil || diagnostic.key != nil
        return JSONText.object([
            ("ruleId", .string(diagnostic.ruleID.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", location.map { .array([$0]) }),
            ("properties", hasProperties ? JSONText.object(properties) : nil),
        ])
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI reference: path segments percent-encoded where URIs require it.
    private func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
