import CatalogChecks
import CatalogEditor
import Diagnostics
import Foundation
import ProjectConfiguration
import TestSupport

/// A project folder with one catalog, an editor session over it and its routes, as `phrasebook serve` sets them up.
struct EditorFixture {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "comment" : "A count of files",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Cancel" : {
              "localizations" : {
                "uk" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Скасувати"
                  }
                }
              }
            },
            "Hello, %@!" : {
              "localizations" : {
                "uk" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Привіт, %@!",
                    "x-vendor" : "kept"
                  }
                }
              }
            },
            "Phrasebook" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """

    let folder: TemporaryDirectory
    let catalogURL: URL
    let session: EditorSession
    let routes: EditorRoutes

    init(catalog: String = EditorFixture.catalog, access: ((Int) -> EditorAccess)? = nil) throws {
        folder = try TemporaryDirectory()
        catalogURL = folder.url.appendingPathComponent("Localizable.xcstrings")
        try Data(catalog.utf8).write(to: catalogURL)
        let project = try Project.load(directory: folder.url.path, rules: RuleRegistry(CheckRules.all))
        session = EditorSession(project: project)
        routes = EditorRoutes(session: session, access: access?(8080) ?? .loopback(port: 8080))
    }

    /// The catalog's path as the editor names it.
    var catalogPath: String { session.catalogPaths[0] }

    var fileText: String { String(decoding: (try? Data(contentsOf: catalogURL)) ?? Data(), as: UTF8.self) }

    func request(_ method: String, _ target: String, json: Any? = nil, headers: [String: String] = [:]) -> (status: Int, json: [String: Any]) {
        var allHeaders = ["Host": "127.0.0.1:8080"].merging(headers) { _, new in new }
        var body = Data()
        if let json {
            body = try! JSONSerialization.data(withJSONObject: json)
            allHeaders["Content-Type"] = "application/json"
        }
        let response = routes.handle(HTTPRequest(method: method, target: target, headers: allHeaders, body: body))
        let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
        return (response.status, object)
    }

    /// `GET /api/unit` for `key` in `language`.
    func unit(_ key: String, language: String = "uk") -> [String: Any] {
        let query = "catalog=\(encode(catalogPath))&key=\(encode(key))&language=\(language)"
        return request("GET", "/api/unit?\(query)").json
    }

    /// `PUT /api/unit` from `version`.
    /// `PUT /api/unit` from `version`; `base` is the unit as the page opened it (for a three-way merge).
    func save(
        _ key: String, language: String = "uk", version: String, localization: Any?, shouldTranslate: Bool = true, base: [String: Any]? = nil
    ) -> (status: Int, json: [String: Any]) {
        var body: [String: Any] = [
            "catalog": catalogPath, "key": key, "language": language, "version": version,
            "shouldTranslate": shouldTranslate, "localization": localization ?? NSNull(),
        ]
        if let base { body["base"] = ["shouldTranslate": base["shouldTranslate"] ?? true, "localization": base["localization"] ?? NSNull()] }
        return request("PUT", "/api/unit", json: body)
    }

    private func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    static func plain(_ value: String, state: String = "translated") -> [String: Any] {
        ["stringUnit": ["state": state, "value": value]]
    }
}
