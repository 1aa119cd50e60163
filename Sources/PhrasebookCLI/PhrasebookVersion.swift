import PhrasebookBuildInfo

/// The version `phrasebook --version` prints and reports, `.xcloc` and XLIFF headers name.
enum PhrasebookVersion {
    /// The version of these sources: the last release's, bumped in the commit that the release's tag `vX.Y.Z`
    /// marks (docs/RELEASING.md). Scripts read it from this line.
    static let released = "0.1.0"

    /// This build's version: the one Scripts/release and `make install` stamp from git (`0.1.0` on the tag,
    /// `0.1.0+12.gab91282` twelve commits after it), else `released` (`swift build`, Mint, Homebrew).
    static let current: String = {
        let stamped = String(cString: phrasebook_stamped_version())
        return stamped.isEmpty ? released : stamped
    }()
}
