import Foundation
import TestSupport
import Testing
@testable import ProjectConfiguration

@Suite("The app's names from its Xcode project and Info.plist")
struct XcodeAppNamesTests {
    static let project = """
        /* Begin PBXNativeTarget section */
        		A1 /* Peach */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = B1;
        			name = Peach;
        			productName = Peach;
        			productType = "com.apple.product-type.application";
        		};
        		A2 /* PeachTests */ = {
        			isa = PBXNativeTarget;
        			name = PeachTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */
        		C1 = {
        			buildSettings = {
        				INFOPLIST_KEY_CFBundleDisplayName = "Peach Ear";
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        		};
        """

    @Test("application targets and literal display names are names; test targets and variables are not")
    func projectNames() {
        #expect(XcodeAppNames.names(inProject: Self.project) == ["Peach", "Peach Ear"])
    }

    @Test("an Info.plist's display name and bundle name are names, unless built from variables")
    func infoPlistNames() throws {
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleDisplayName": "Zorya", "CFBundleName": "$(PRODUCT_NAME)", "Other": "x"], format: .xml, options: 0)
        #expect(XcodeAppNames.names(inInfoPlist: plist) == ["Zorya"])
    }

    @Test("the project folder is searched for .xcodeproj bundles and Info.plist files, build folders left out")
    func search() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let manager = FileManager.default
        let xcodeproj = folder.url.appendingPathComponent("App/Peach.xcodeproj")
        try manager.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try Data(Self.project.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        let build = folder.url.appendingPathComponent(".build/Other.xcodeproj")
        try manager.createDirectory(at: build, withIntermediateDirectories: true)
        try Data("isa = PBXNativeTarget;\nname = Hidden;\nproductType = \"com.apple.product-type.application\";\n};\n".utf8)
            .write(to: build.appendingPathComponent("project.pbxproj"))
        #expect(XcodeAppNames.find(in: XcodeProjectFiles(root: folder.url)) == ["Peach", "Peach Ear"])
    }
}
