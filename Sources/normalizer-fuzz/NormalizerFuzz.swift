import BibleEPUBKit

/// Normalizes `bytes` as a page and traps unless the XHTML is well-formed XML.
func checkNormalizer(_ bytes: [UInt8]) {
    let xhtml = StandaloneNormalizer.xhtml(for: bytes)
    let errors = LibXML2.parseXML(xhtml).errors
    if !errors.isEmpty {
        fatalError("normalizer output is not well-formed XML: \(errors[0].text) at line \(errors[0].line)")
    }
}

#if FUZZING
/// libFuzzer entry point (built by Scripts/fuzz with -sanitize=fuzzer,address -DFUZZING).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNormalizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    LibXML2.initialize()
    checkNormalizer(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
import Foundation

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
