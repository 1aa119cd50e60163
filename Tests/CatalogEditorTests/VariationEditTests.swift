import CatalogEditor
import Foundation
import StringCatalog
import Testing

@Suite("Editing device variations and substitutions")
struct VariationEditTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Tap %#@count@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Tap %#@count@"
                  },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg item"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg items"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "fr" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Cliquez"
                        },
                        "x-note" : "kept"
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "new",
                          "value" : "Touchez"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("a device variation's text and a substitution's plural cases are saved; fields Phrasebook doesn't model stay where they were")
    func deviceAndSubstitution() throws {
        let editor = try EditorFixture(catalog: Self.catalog)
        defer { editor.folder.remove() }
        let unit = editor.unit("Tap %#@count@", language: "fr")
        let localization = unit["localization"] as? [String: Any]
        #expect(((localization?["variations"] as? [String: Any])?["device"] as? [String: Any])?.keys.sorted() == ["mac", "other"])
        let edit: [String: Any] = [
            "variations": ["device": [
                "mac": EditorFixture.plain("Cliquez %#@count@"),
                "other": EditorFixture.plain("Touchez %#@count@"),
            ]],
            "substitutions": ["count": [
                "argNum": 1, "formatSpecifier": "lld",
                "variations": ["plural": ["one": EditorFixture.plain("%arg élément"), "many": EditorFixture.plain("%arg d’éléments"), "other": EditorFixture.plain("%arg éléments")]],
            ]],
        ]
        let response = editor.save("Tap %#@count@", language: "fr", version: unit["version"] as! String, localization: edit)
        #expect(response.status == 200, "\(response.json)")
        let written = try StringCatalog(data: Data(contentsOf: editor.catalogURL)).strings["Tap %#@count@"]?.localizations["fr"]
        #expect(written?.variations?.device?[.mac]?.stringUnit?.value == "Cliquez %#@count@")
        #expect(written?.variations?.device?[.mac]?.unknownFields["x-note"] == .string("kept"))
        #expect(written?.variations?.device?[.other]?.stringUnit?.state == .translated)
        let substitution = written?.substitutions?["count"]
        #expect(substitution?.argNum == 1 && substitution?.formatSpecifier == "lld")
        #expect(substitution?.variations?.plural?[.many]?.stringUnit?.value == "%arg d’éléments")
        let findings = (response.json["unit"] as? [String: Any])?["findings"] as? [[String: String]] ?? []
        #expect(!findings.contains { $0["rule"] == "missing-plural-category" }, "\(findings)")
    }
}
