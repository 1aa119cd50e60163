import ArgumentParser
import CatalogEditor
import CatalogSync
import Foundation
import SourceScanner

/// `phrasebook serve [PROJECT_DIR]`: the translator's editor in the browser, over the project's catalogs.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Edit translations in the browser: a work list, plural and device cases, live checks.",
        discussion: """
            Starts a local web editor over the project's catalogs and prints its address. The work list \
            filters keys by language, status, check finding, catalog and text, with each language's progress \
            counted as `check` counts coverage; the editor shows every case the model holds (plural cases \
            the language needs, with sample numbers; device variations; substitutions), keeps format \
            specifiers whole and runs the `check` rules on every edit. Beside each key: its source text, \
            comment and the places in the project's Swift sources that use it.

            Every save rewrites the catalog atomically in Xcode's form. A save is refused, with both \
            versions shown, when the string changed since it was opened (another tab, git, Xcode); other \
            keys changed on disk are kept.

            The editor listens on 127.0.0.1 only, unless --host names another address: then every request \
            needs the token printed at start-up (it is part of the printed address). Stop it with Ctrl-C.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: ArgumentHelp("The project folder (default: the current folder, or --project).", valueName: "project-dir"))
    var directory: String?

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "n"))
    var port: Int = 8080

    @Option(help: ArgumentHelp("The address to listen on; other than 127.0.0.1 it requires the printed token (0.0.0.0: every network).", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("The language the editor opens with; one no catalog has yet is added as in preparation.", valueName: "lang"))
    var language: String?

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        try LanguageFlags.validate(language.map { [$0] } ?? [], flag: "--language")
    }

    func run() throws {
        let project = try project.load(directory: directory, reading: .sources)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", ")); name them or set catalogs in .phrasebook.yml")
        }
        if language == project.sourceLanguage {
            throw CannotRun("\(project.sourceLanguage) is the source language; --language names a language to translate into")
        }
        // Where the code uses each key, as extraction finds it, and manual keys named through Xcode's string
        // symbols (`Text(.settingsTitle)`), shown beside the key.
        let extracted = SourceExtractor(settings: project.extractSettings).extract(files: project.sourceFiles, display: project.display)
            .strings.map { CodeUsage(table: $0.table, key: $0.key, place: $0.position.description) }
        let sources = project.sourceFiles.compactMap { file in
            (try? String(contentsOf: file, encoding: .utf8)).map { (path: project.display(file), text: $0) }
        }
        let symbols = SymbolUses.find(catalogs: project.catalogs.map { ($0.table, $0.catalog) }, sources: sources)
            .map { CodeUsage(table: $0.table, key: $0.key, place: $0.place) }
        let usages = extracted + symbols
        let session = EditorSession(project: project, language: language, usages: usages)
        let editor = try EditorServer(session: session, host: host, port: port)
        let (server, access, isLoopback) = (editor.server, editor.access, EditorServer.isLoopback(host))

        let catalogs = project.catalogs.count == 1 ? "1 catalog" : "\(project.catalogs.count) catalogs"
        // Every address (0.0.0.0, ::) is reached by this machine's name; an IPv6 address goes in brackets.
        let everyAddress = host == "0.0.0.0" || host == "::"
        let shownHost = isLoopback ? "127.0.0.1" : everyAddress ? ProcessInfo.processInfo.hostName : host.contains(":") ? "[\(host)]" : host
        var lines = ["Phrasebook editor: \(catalogs), source language \(project.sourceLanguage)"]
        if let token = access.token {
            lines.append("Open http://\(shownHost):\(server.port)/#token=\(token)")
            lines.append("Anyone who can reach this address and has the token can edit the catalogs.")
        } else {
            lines.append("Open http://\(shownHost):\(server.port)/")
        }
        lines.append("Press Ctrl-C to stop; every save is already on disk.")
        // Written at once, unbuffered: a script reading the address must see it before the first request.
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        Self.allowStopping()
        server.run()
    }

    /// Ctrl-C and `kill` stop the editor even when the parent blocked those signals (a test runner, some
    /// process supervisors): every save is complete on disk, so there is nothing to finish.
    private static func allowStopping() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
