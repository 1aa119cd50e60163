import Foundation

/// The page, its style and its script, embedded in the binary at build time (no files to install, no
/// build step with a network).
enum EditorAssets {
    static func response(for request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else { return .text("only GET here", status: 405) }
        switch request.path {
        case "/", "/index.html":
            var response = HTTPResponse.content(Data(PackageResources.index_html), type: "text/html; charset=utf-8")
            // The page runs only its own script and style, and talks only to this server.
            response.headers.append(("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"))
            return response
        case "/editor.css":
            return .content(Data(PackageResources.editor_css), type: "text/css; charset=utf-8")
        case "/editor.js":
            return .content(Data(PackageResources.editor_js), type: "text/javascript; charset=utf-8")
        default:
            return .text("not found", status: 404)
        }
    }
}
