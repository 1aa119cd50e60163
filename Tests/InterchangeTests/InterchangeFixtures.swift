import Foundation
import StringCatalog
import TestSupport
import TranslationExchange
@testable import Interchange

/// A catalog with every feature the formats exchange, written here: plain strings with escaping hazards,
/// specifiers, plurals in languages of two to six categories, states, comments, "don't translate", device
/// variations, substitutions and keys that are not identifiers.
enum InterchangeFixtures {
    static let catalogText = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello, World!" : {
          "comment" : "Greeting on the first screen",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo, Welt!" } },
            "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Olá, mundo!" } },
            "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "你好，世界！" } },
            "sr-Latn" : { "stringUnit" : { "state" : "translated", "value" : "Zdravo, svete!" } },
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبا بالعالم!" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは、世界！" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет, мир!" } }
          }
        },
        "welcome_title" : {
          "comment" : "Title with -- dashes and <markup> in the comment",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "It's \"quoted\" \\ back\\slash, @home? {{not}} {braces} #hash 'single'" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Es ist \"zitiert\" – <b>kein</b> Markup & so" } }
          }
        },
        "whitespace" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "  two  spaces,\nnew line\tand tab  " } },
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "@start ?query  double" } }
          }
        },
        "%@ of %@" : {
          "comment" : "Page position",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ von %1$@" } },
            "ru" : { "stringUnit" : { "state" : "machine_translated", "value" : "%1$@ из %2$@" } },
            "ja" : { "stringUnit" : { "state" : "new", "value" : "%@ of %@" } }
          }
        },
        "Progress: %lld%%" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fortschritt: %lld %%" } }
          }
        },
        "100% natural" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "100% natürlich" } }
          }
        },
        "%lld files" : {
          "comment" : "Files in the folder",
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "No files" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
            } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
            } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا ملفات" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "ملف واحد" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "ملفان" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملفات" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملفًا" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملف" } }
            } } },
            "ja" : { "variations" : { "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lldファイル" } }
            } } }
          }
        },
        "%@ has %lld points" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld point" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld points" } }
            } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ hat %2$lld Punkt" } },
              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%1$@ hat %2$lld Punkte" } }
            } } }
          }
        },
        "settings.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } }
          }
        },
        "App Name" : {
          "shouldTranslate" : false
        },
        "Tap to continue" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to continue" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to continue" } }
            } } },
            "de" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken, um fortzufahren" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen, um fortzufahren" } }
            } } }
          }
        },
        "Seen %lld birds in %lld days" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Seen %#@BIRDS@ in %#@DAYS@" },
              "substitutions" : {
                "BIRDS" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg bird" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg birds" } }
                } } },
                "DAYS" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg day" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg days" } }
                } } }
              }
            },
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@BIRDS@ in %#@DAYS@ gesehen" },
              "substitutions" : {
                "BIRDS" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Vogel" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Vögel" } }
                } } },
                "DAYS" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Tag" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Tagen" } }
                } } }
              }
            }
          }
        },
        "Emoji 👋🏽 and café" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Emoji 👋🏽 und Café" } }
          }
        },
        "Price: %.2f" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Preis: %.2f" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    static let catalog: StringCatalog = try! StringCatalog(data: Data(catalogText.utf8))
    static let named = NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)
    static let languages = ["de", "pt-BR", "zh-Hant", "sr-Latn", "ar", "ja", "ru"]

    /// Exports `catalogs` in `format` with the fixture languages.
    static func render(_ format: InterchangeFormat, _ catalogs: [NamedCatalog] = [named], languages: [String] = languages,
                       nested: Bool = false) throws -> InterchangeRendering {
        try InterchangeExporter(format: format, nestsKeys: nested, toolVersion: "test").render(catalogs, languages: languages)
    }

    /// The text of one rendered file.
    static func text(_ rendering: InterchangeRendering, _ path: String) -> String? {
        rendering.files.first { $0.path == path }.map { String(decoding: $0.data, as: UTF8.self) }
    }

    /// Writes a rendering into a folder.
    static func write(_ rendering: InterchangeRendering, to folder: URL) throws {
        for (path, data) in rendering.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }
}
