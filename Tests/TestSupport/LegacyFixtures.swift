/// Legacy table files shared by the tests of their reader (StringCatalog) and their writer (TranslationExchange).
public enum LegacyFixtures {
    /// A `.stringsdict` in Foundation's layout: plural variables, device rules and a rule kept as read.
    public static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@ in %#@folders@ &amp; more</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t\t<key>folders</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>few</key>
    \t\t\t<string>%d folders &lt;few&gt;</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d folders</string>
    \t\t</dict>
    \t</dict>
    \t<key>tap</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>iphone</key>
    \t\t\t<string>Tap here</string>
    \t\t\t<key>mac</key>
    \t\t\t<string>Click here</string>
    \t\t</dict>
    \t</dict>
    \t<key>width</key>
    \t<dict>
    \t\t<key>NSStringVariableWidthRuleType</key>
    \t\t<dict>
    \t\t\t<key>1</key>
    \t\t\t<string>Short</string>
    \t\t\t<key>100</key>
    \t\t\t<string>A much longer text</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
}
