import Foundation
import ProjectConfiguration
import StringCatalog
import TestSupport

/// A small project on disk: `.phrasebook.yml`, a glossary and `Resources/Localizable.xcstrings` (English source)
/// with every shape a run meets — plain, placeholders, Markdown, plural, substitution, device variations —
/// and Spanish in every state: missing, new, copied, needing review, reviewed.
struct ProjectFixture {
    let folder: TemporaryDirectory
    var catalogURL: URL { folder.url.appendingPathComponent("Resources/Localizable.xcstrings") }

    static let configuration = """
        source_language: en
        released_languages: [en, es]
        preparing_languages: [uk]
        catalogs: [Resources]
        glossary: glossary.yml
        check:
          length_limits: { Home: 12 }

        """

    static let glossary = """
        do_not_translate: [StoryApp]
        terms:
          - term: story
            translations: { es: historia, uk: історія }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld stories" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld story" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld stories" } }
                } } }
              }
            },
            "Cancel" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } } }
            },
            "Delete %@?" : {
              "comment" : "A confirmation; the argument is the story's title."
            },
            "Home" : {
            },
            "OK" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Vale" } } }
            },
            "Open StoryApp" : {
            },
            "Search" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "new", "value" : "Buscar" } } }
            },
            "Tap **Save** to keep it." : {
            },
            "Tap to continue" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to continue" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to continue" } }
                } } }
              }
            },
            "Unused" : {
              "extractionState" : "stale",
              "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Sin usar" } } }
            },
            "Welcome" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenido" } } }
            },
            "You have %#@count@ left" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "You have %#@count@ left" },
                  "substitutions" : { "count" : {
                    "argNum" : 1, "formatSpecifier" : "lld",
                    "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg story" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg stories" } }
                    } }
                  } }
                }
              }
            },
            "settings.title" : {
              "extractionState" : "manual",
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
            }
          },
          "version" : "1.0"
        }
        """

    init(configuration: String = ProjectFixture.configuration, catalog: String = ProjectFixture.catalog) throws {
        folder = try TemporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: folder.url.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
        try Data(Self.glossary.utf8).write(to: folder.url.appendingPathComponent("glossary.yml"))
        try Data(catalog.utf8).write(to: catalogURL)
    }

    func project() throws -> Project {
        try Project.load(directory: folder.url.path, rules: .unvalidated)
    }

    /// The catalog as it is on disk now.
    func written() throws -> StringCatalog {
        try StringCatalog.read(data: Data(contentsOf: catalogURL)).catalog
    }

    func remove() { folder.remove() }
}
