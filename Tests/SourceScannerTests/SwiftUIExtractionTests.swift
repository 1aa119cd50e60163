import SourceScanner
import Testing

@Suite("SwiftUI views and modifiers")
struct SwiftUIExtractionTests {
    @Test("Text, Button, Label and friends extract their title literal")
    func viewTitles() {
        let found = keys(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Hello")
                        Button("Save") { save() }
                        Label("Inbox", systemImage: "tray")
                        Toggle("Wi-Fi", isOn: $on)
                        Picker("Colour", selection: $colour) { Text("Red").tag(1) }
                        Section("General") { EmptyView() }
                        Link("Website", destination: url)
                        TextField("Name", text: $name, prompt: Text("Required"))
                        SecureField("Password", text: $password)
                        Stepper("Count", value: $count)
                        ProgressView("Loading", value: 0.5)
                        DatePicker("Date", selection: $date)
                        LabeledContent("Version", value: "1.0")
                        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
                        NavigationLink("Details", value: item)
                        Menu("Actions") { }
                        ColorPicker("Tint", selection: $tint)
                    }
                }
            }
            """)
        #expect(found == [
            "Hello", "Save", "Inbox", "Wi-Fi", "Colour", "Red", "General", "Website", "Name", "Required",
            "Password", "Count", "Loading", "Date", "Version", "No Results", "Details", "Actions", "Tint",
        ])
    }

    @Test("modifiers taking LocalizedStringKey extract; string-typed arguments do not")
    func modifiers() {
        let found = keys(
            """
            struct V: View {
                var body: some View {
                    List { }
                        .navigationTitle("Birds")
                        .help("Shows birds")
                        .accessibilityLabel("Bird list")
                        .accessibilityHint("Double tap")
                        .badge("New")
                        .searchable(text: $query, prompt: "Search birds")
                        .alert("Delete?", isPresented: $show) { Button("Delete", role: .destructive) { } }
                        .confirmationDialog("Options", isPresented: $show) { }
                        .accessibilityIdentifier("list")
                        .tag("x")
                        .font(.custom("Helvetica", size: 12))
                }
            }
            """)
        #expect(found == [
            "Birds", "Shows birds", "Bird list", "Double tap", "New", "Search birds", "Delete?", "Delete", "Options",
        ])
    }

    @Test("verbatim text, non-literal arguments and images are not extracted")
    func notExtracted() {
        let found = keys(
            """
            struct V: View {
                let name: String
                var body: some View {
                    Text(verbatim: "v1.2")
                    Text(name)
                    Image("logo")
                    Image(systemName: "star")
                    print("debug")
                }
            }
            """)
        #expect(found.isEmpty)
    }

    @Test("strings in #Preview and PreviewProvider are not extracted")
    func previews() {
        let found = keys(
            """
            #Preview("Title") { Text("Preview only") }
            struct V_Previews: PreviewProvider {
                static var previews: some View { Text("Also preview") }
            }
            struct V: View { var body: some View { Text("Real") } }
            """)
        #expect(found == ["Real"])
    }

    @Test("positions are the opening quote's line and UTF-8 column")
    func positions() {
        let result = extract(
            """
            struct V: View {
                var body: some View {
                    Text("Héllo"); Text("Second")
                }
            }
            """)
        #expect(result.strings.map(\.position.description) == ["File0.swift:3:14", "File0.swift:3:30"])
    }
}
