import Mustache

/// The server's HTML, written in the source language: `{{#t}}…{{/t}}` sections are shown in the request's
/// language, and look up the same keys the app's Swift code does.
enum Templates {
    static let home = try! MustacheTemplate(string: """
        <!doctype html>
        <html lang="{{language}}">
        <head><meta charset="utf-8"><title>{{#t}}Tonight's Story{{/t}}</title></head>
        <body>
        <h1>{{#t}}Your Heroes{{/t}}</h1>
        <p>{{#t}}{{heroes}} heroes are waiting for a new adventure{{/t}}</p>
        <p>{{#t}}Average rating: {{rating}}{{/t}}</p>
        <h2>{{#t}}Story Language{{/t}}</h2>
        <ul>
        {{#storyLanguages}}
          <li>{{.}}</li>
        {{/storyLanguages}}
        </ul>
        <blockquote lang="{{storyLanguage}}">{{prompt}}</blockquote>
        </body>
        </html>

        """)
}
