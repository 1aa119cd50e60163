import Mustache
import Phrasebook
import PhrasebookHummingbird
import Testing

@Suite("Templates: {{#t}}…{{/t}} sections in the request's language")
struct MustacheLambdaTests {
    let french: Localizer

    init() throws {
        french = Localizer(tables: [try LocalizationTable(contentsOf: ShopServer.catalogURL)], languages: ["fr", "en"])
    }

    func render(_ template: String, _ values: [String: Any], with localizer: Localizer) throws -> String {
        var context = values
        context["t"] = localizer.mustacheLambda(values: values)
        return try MustacheTemplate(string: template).render(context)
    }

    @Test("a section's text is the catalog key, and its variables are arguments that choose the plural")
    func keyAndPlural() throws {
        let template = "<h1>{{#t}}Your cart{{/t}}</h1><p>{{#t}}{{count}} items{{/t}}</p>"
        #expect(try render(template, ["count": 1], with: french) == "<h1>Votre panier</h1><p>1 article</p>")
        #expect(try render(template, ["count": 5], with: french) == "<h1>Votre panier</h1><p>5 articles</p>")
    }

    @Test("the same key as Swift interpolation: a number argument is %lld, so one catalog serves both")
    func sameKeyAsSwift() throws {
        let number = 12
        #expect(try render("{{#t}}No product with number {{number}}.{{/t}}", ["number": number], with: french)
            == french.string("No product with number \(number)."))
    }

    @Test("translations and arguments are HTML-escaped once, and never read as a template")
    func escaping() throws {
        let rendered = try render("{{#t}}Deals for {{name}}{{/t}}", ["name": "<b>{{x}}</b> & co"], with: french)
        #expect(rendered == "Deals for &lt;b&gt;{{x}}&lt;/b&gt; &amp; co")
    }
}
