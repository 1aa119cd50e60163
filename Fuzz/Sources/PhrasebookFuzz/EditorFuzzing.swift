import CatalogChecks
import CatalogEditor
import Diagnostics
import Foundation
import ProjectConfiguration

enum EditorFuzzing {
    /// The editor over a small project in a temporary folder, as `phrasebook serve` sets it up on 127.0.0.1:8080.
    static let routes: EditorRoutes = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-fuzz-\(getpid())")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try! Data(ExchangeFuzzing.catalog.encoded()).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let project = try! Project.load(directory: folder.path, rules: RuleRegistry(CheckRules.all))
        return EditorRoutes(session: EditorSession(project: project), access: .loopback(port: 8080))
    }()

    /// An HTTP request as the editor's server reads it: the same request whether its bytes arrive at once or
    /// cut into pieces anywhere; what it accepts goes through admission and the routes, which must answer.
    static func request(_ data: Data) {
        let bytes = [UInt8](data)
        let whole = read(bytes, piece: max(bytes.count, 1))
        let cut = read(bytes, piece: Int(bytes.first ?? 0) % 7 + 1)
        precondition(whole == cut, "the request reads differently when its bytes arrive in pieces")
        guard case .request(let request)? = whole.outcome else { return }
        if routes.admission(of: request) == nil {
            let status = routes.handle(request).status
            precondition((200..<600).contains(status), "a response without a status")
        }
    }

    /// What reading came to: a request, a refusal, or bytes still awaited.
    private struct Reading: Equatable {
        enum Outcome: Equatable {
            case request(HTTPRequest)
            case refused(HTTPRequestReader.Failure)
        }

        var outcome: Outcome?
    }

    private static func read(_ bytes: [UInt8], piece: Int) -> Reading {
        var reader = HTTPRequestReader(maximumHeadBytes: HTTPServerLimits().maximumHeadBytes)
        var start = 0
        while start < bytes.count {
            let end = min(start + piece, bytes.count)
            do throws(HTTPRequestReader.Failure) {
                // Array's withUnsafeBytes rethrows untyped errors: the failure travels out as a Result.
                let appended: Result<Bool, HTTPRequestReader.Failure> = bytes.withUnsafeBytes { raw in
                    do throws(HTTPRequestReader.Failure) {
                        return .success(try reader.append(UnsafeRawBufferPointer(rebasing: raw[start..<end])))
                    } catch {
                        return .failure(error)
                    }
                }
                let headEnded = try appended.get()
                if headEnded {
                    guard reader.bodyLength <= HTTPServerLimits().maximumBodyBytes else { return Reading(outcome: nil) }
                    reader.reserveBody()
                }
            } catch {
                return Reading(outcome: .refused(error))
            }
            if let request = reader.request { return Reading(outcome: .request(request)) }
            start = end
        }
        return Reading(outcome: nil)
    }
}
