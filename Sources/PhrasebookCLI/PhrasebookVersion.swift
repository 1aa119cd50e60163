/// The version `phrasebook --version` prints and XLIFF headers name.
enum PhrasebookVersion {
    static let current = "0.1.0"
}
