@testable import AccessorGeneration
import Testing

@Suite("Accessor naming")
struct NamingTests {
    @Test("a sentence is named by its first words, specifiers left out", arguments: [
        ("%lld heroes are waiting", "heroesAreWaiting"),
        ("Average rating: %lf", "averageRating"),
        ("%2$@ owns %1$lld books", "ownsBooks"),
        ("Don’t show again", "dontShowAgain"),
        ("%lld%% of your weekly goal", "percentOfYourWeeklyGoal"),
        ("%#@files@ in %#@folders@", "filesInFolders"),
        ("^[%lld story](inflect: true)", "story"),
        ("Are you sure you want to delete this story from all of your devices?", "areYouSureYouWantToDeleteThis"),
        ("welcomeMessage", "welcomeMessage"),
    ])
    func sentence(key: String, name: String) {
        let naming = KeyNaming(key: key)
        #expect(naming.member == name)
        #expect(naming.groups.isEmpty)
    }

    @Test("a dotted key is grouped by its segments", arguments: [
        ("settings.language.title", ["Settings", "Language"], "title"),
        ("Settings.Title", ["Settings"], "title"),
        ("onboarding.step-2.dark_mode", ["Onboarding", "Step2"], "darkMode"),
        ("404.title", ["_404"], "title"),
        ("CFBundleName", [], "cfBundleName"),
    ])
    func dotted(key: String, groups: [String], member: String) {
        let naming = KeyNaming(key: key)
        #expect(naming.groups == groups)
        #expect(naming.member == member)
    }

    @Test("keys with spaces, an empty segment or a trailing dot are sentences", arguments: ["Done.", "e.g. this", "a..b", ".hidden", "v1. 2"])
    func notDotted(key: String) {
        #expect(KeyNaming.dottedSegments(key) == nil)
    }

    @Test("other scripts are transliterated to ASCII letters", arguments: [
        ("Привет, мир", "privetMir"), ("你好", "niHao"), ("Café crème", "cafeCreme"), ("Ελληνικά", "ellenika"),
        ("Straße", "strasse"),
    ])
    func transliterated(key: String, name: String) {
        #expect(KeyNaming(key: key).member == name)
    }

    @Test("text without letters or digits is named by its symbols, or string when there are none", arguments: [
        ("👍", "thumbsUpSign"), ("→", "rightwardsArrow"), ("%@:", "colon"), ("", "string"), ("%@", "string"),
    ])
    func symbols(key: String, name: String) {
        #expect(KeyNaming(key: key).member == name)
    }

    @Test("leading acronyms are lowercased as Swift names them", arguments: [
        ("URL settings", "urlSettings"), ("HTTPServer port", "httpServerPort"), ("URLs", "urls"), ("NSCameraUsageDescription", "nsCameraUsageDescription"),
        ("OK", "ok"), ("iCloud sync", "iCloudSync"),
    ])
    func acronyms(key: String, name: String) {
        #expect(KeyNaming(key: key).member == name)
    }

    @Test("a leading digit gets an underscore; keywords are escaped, or suffixed where backticks don't help, as are the types accessors use")
    func keywordsAndDigits() {
        #expect(KeyNaming(key: "3 days left").member == "_3DaysLeft")
        #expect(SwiftName.declared("default") == "`default`")
        #expect(SwiftName.referenced("default") == "default")
        #expect(SwiftName.declared("self") == "self_")
        #expect(SwiftName.declared("Type") == "Type_")
        #expect(SwiftName.declared("init") == "init_")
        #expect(SwiftName.declared("title") == "title")
        #expect(SwiftName.declared("String") == "String_", "an enum named String would hide the parameters' type")
    }

    @Test("string literals are exactly the key: quotes, backslashes and invisible characters escaped")
    func literals() {
        #expect(SwiftLiteral.string("Say \"hi\"\\n\n\tok\u{200B}é") == #""Say \"hi\"\\n\n\tok\u{200B}é""#)
        #expect(SwiftLiteral.commentLines("one\r\ntwo\rthree\u{2028}") == ["one", "two", #"three\u{2028}"#])
    }
}
