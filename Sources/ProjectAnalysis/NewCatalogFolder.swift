import Foundation
import ProjectConfiguration
import SourceScanner

/// Where a project without any catalog gets its first one: where Xcode puts a String Catalog added to the
/// app target, the folder of the file with the app's `@main` entry point; without one, the deepest folder
/// holding every app source file.
enum NewCatalogFolder {
    static func folder(for sources: [SourceFile], paths: PathDisplay) -> URL? {
        let urls = sources.map { paths.url(forArgument: $0.path).standardizedFileURL }
        if let main = sources.firstIndex(where: { $0.text.contains("@main") }) {
            return urls[main].deletingLastPathComponent()
        }
        guard var common = urls.first?.deletingLastPathComponent().pathComponents else { return nil }
        for url in urls.dropFirst() {
            let components = url.deletingLastPathComponent().pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }
}
