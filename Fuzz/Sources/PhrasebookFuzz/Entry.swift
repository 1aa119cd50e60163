import Foundation

// libFuzzer calls this for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.selected.run(data)
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

// SwiftPM links an executable's entry point as `<module>_main`, in place of libFuzzer's own `main`, so the
// entry point hands over to libFuzzer's driver.
@_cdecl("PhrasebookFuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzTarget.selected.read(Data())
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, { bytes, size in fuzzOneInput(bytes, size) })
}
