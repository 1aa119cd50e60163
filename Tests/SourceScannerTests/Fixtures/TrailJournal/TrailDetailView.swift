import SwiftUI

struct TrailDetailView: View {
    let trail: Trail
    @State private var notes = ""
    @State private var password = ""
    @State private var layers = 1
    @State private var brightness = 0.5
    @State private var start = Date.now
    @State private var color = Color.green
    @State private var shareProgress = true
    @State private var kind = Difficulty.easy
    private let progress: Double = 0.25

    var body: some View {
        Form {
            LabeledContent("Length", value: "\(trail.lengthKilometers) km")
            Stepper("Layers: \(layers)", value: $layers)
            ProgressView("Uploading", value: progress)
            DatePicker("Start", selection: $start)
            ColorPicker("Route Color", selection: $color)
            Toggle("Share Progress", isOn: $shareProgress)
            Picker("Difficulty", selection: $kind) {
                ForEach(Difficulty.allCases, id: \.self) { difficulty in
                    Text(difficulty.title).tag(difficulty)
                }
            }
            TextField("Notes", text: $notes, prompt: Text("What did you see?"))
            SecureField("Password", text: $password)
            Link("Park Website", destination: URL(string: "https://example.com/park")!)
            Menu("More") {
                Button("Duplicate") { }
            }
            Text(verbatim: "trail-\(trail.id)")
            Text(trail.name)
            Text("""
                Stay on marked paths.
                  Dogs on a leash.
                Leave no trace \
                behind.
                """)
            Text(#"Use the "Reset" button, then press \n"#)
            Text("Tab\tseparated \"quoted\" and a backslash \\")
            Text("Caf\u{E9} \u{1F3D4} above 2\u{00A0}000 m")
            Text("Über den Gipfel 🏔️ — 100% sicher")
            Text("\(Int(progress * 100))% uploaded")
            Text(trail.visits > 100 ? "Popular" : "Quiet")
        }
        .navigationTitle("Trail Details")
        .accessibilityHint("Shows the details of a trail")
        .badge("New")
    }
}

struct TrailDetailPreviews: PreviewProvider {
    static var previews: some View {
        Text("Preview provider text")
    }
}
