# Homebrew formula for Phrasebook. This repository is its own tap:
#   brew tap phrasebook/phrasebook https://github.com/phrasebook/phrasebook
#   brew install phrasebook
# Written from Homebrew's Formula Cookbook and reference; it has not been run (no macOS or Homebrew where the
# project is built). docs/RELEASING.md says how the tag and revision are updated for a release.
class Phrasebook < Formula
  desc "String Catalog localization for Swift: extraction, lint, checks, XLIFF, git merge"
  homepage "https://github.com/phrasebook/phrasebook"
  url "https://github.com/phrasebook/phrasebook.git",
      tag: "v0.1.0"
  head "https://github.com/phrasebook/phrasebook.git", branch: "main"

  # Package.swift's tools version is 6.1, which Xcode 16.3 ships.
  depends_on xcode: ["16.3", :build]
  depends_on macos: :ventura # Package.swift: .macOS(.v13)

  uses_from_macos "swift" => :build
  uses_from_macos "libxml2" # Foundation's XMLParser, on Linux

  def install
    # std_swift_args: release configuration, and on macOS --disable-sandbox (SwiftPM's sandbox can't start
    # inside Homebrew's). On Linux the Swift runtime is linked in, as in the release archive.
    args = std_swift_args
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args, "--product", "phrasebook"
    # The man page generator of swift-argument-parser's GenerateManual plugin, a dependency of the package.
    system "swift", "build", *args, "--product", "generate-manual"
    bin.install ".build/release/phrasebook"
    generate_completions_from_executable(bin/"phrasebook", "--generate-completion-script")
    system ".build/release/generate-manual", bin/"phrasebook", "--output-directory", buildpath/"manual"
    man1.install buildpath/"manual/phrasebook.1"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/phrasebook --version").strip unless build.head?
    (testpath/"Localizable.xcstrings").write <<~JSON
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {

          }
        },
        "version" : "1.0"
      }
    JSON
    # Exit status 0: the catalog is written exactly as Xcode writes it.
    system bin/"phrasebook", "format", "--check", "Localizable.xcstrings"
    # And 1 for one that isn't.
    (testpath/"Other.xcstrings").write '{"sourceLanguage":"en","strings":{},"version":"1.0"}'
    shell_output("#{bin}/phrasebook format --check Other.xcstrings", 1)
    assert_equal "few", shell_output("#{bin}/phrasebook plural uk 3").strip
  end
end
