import BibleEPUBKit
import Foundation

/// Normalizes `bytes` as a page and traps unless the XHTML is well-formed XML.
func checkNormalizer(_ bytes: [UInt8]) {
    let xhtml = StandaloneNormalizer.xhtml(for: bytes)
    let errors = LibXML2.parseXML(xhtml).errors
    if !errors.isEmpty {
        fatalError("normalizer output is not well-formed XML: \(errors[0].text) at line \(errors[0].line)")
    }
}

#if FUZZING
/// libFuzzer's driver (SwiftPM links executables through their own `main`, so libFuzzer's is not used).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Built by Scripts/fuzz with -sanitize=fuzzer,address -DFUZZING: runs libFuzzer on the normalizer.
@main
struct NormalizerFuzz {
    static func main() {
        LibXML2.initialize()
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        let status = runFuzzerDriver(&argc, &argv) { data, size in
            checkNormalizer(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        }
        exit(status)
    }
}
#else

/// Without -DFUZZING: replays corpus files (arguments) through the same check.
@main
struct NormalizerReplay {
    static func main() {
        LibXML2.initialize()
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            checkNormalizer(Array(data))
        }
        print("replayed \(CommandLine.arguments.count - 1) inputs: every output well-formed")
    }
}
#endif
