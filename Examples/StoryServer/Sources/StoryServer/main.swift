import Foundation
import Hummingbird
import StoryServerApp

// `swift run StoryServer [--port N] [--release uk] [--rollback]`: the story app's backend on 127.0.0.1.
// `--release uk` releases Ukrainian (kept in the catalog until then); `--rollback` turns on the switch that
// shows the UI in English whatever users chose.
var options = StoryServerOptions(preferencesFolder: FileManager.default.temporaryDirectory.appendingPathComponent("story-server-users"))
func usage() -> Never {
    FileHandle.standardError.write(Data("usage: StoryServer [--port N] [--release LANG] [--rollback]\n".utf8))
    exit(2)
}
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let port = arguments.popFirst().flatMap({ Int($0) }), (0...65535).contains(port) else { usage() }
        options.port = port
    case "--release":
        guard let language = arguments.popFirst() else { usage() }
        options.languages.releasedLanguages.append(language)
    case "--rollback":
        options.languages.forcesSourceLanguage = true
    default:
        usage()
    }
}
try await StoryServer.application(options) { port in print("StoryServer on http://127.0.0.1:\(port)") }.runService()
