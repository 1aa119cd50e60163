import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

extension SourceInput {
    /// Reads Swift files (in parallel unless told otherwise), each once, so a command that extracts and
    /// then checks the keys the code uses works on the same texts. A file that can't be read is an
    /// `unreadable-file` error, not the end of the run; the inputs keep the order of `files`.
    public static func read(
        _ files: [URL], display: @Sendable (URL) -> String = PathDisplay.current.display, parallel: Bool = true
    ) -> (inputs: [SourceInput], errors: [Diagnostic]) {
        let results = ConcurrentMap.map(files, parallel: parallel) { url -> Result<SourceInput, FileAccessError> in
            let path = display(url)
            return Result { () throws(FileAccessError) in
                SourceInput(path: path, text: String(decoding: try SafeFile.read(url, displayedAs: path), as: UTF8.self))
            }
        }
        var inputs: [SourceInput] = []
        var errors: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let input): inputs.append(input)
            case .failure(let error):
                errors.append(Diagnostic(ruleID: "unreadable-file", severity: .error, message: "can't read the file: \(error.reason)", file: error.path))
            }
        }
        return (inputs, errors)
    }
}
