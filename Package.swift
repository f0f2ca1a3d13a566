// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "bible-epub",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bible-epub", targets: ["bible-epub"]),
        .library(name: "BibleEPUBKit", targets: ["BibleEPUBKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CLibZip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
        ),
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // SHA-1 (UUIDv5 identifiers) and SHA-256 (stylesheet names) from OpenSSL's libcrypto.
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .systemLibrary(
            name: "CCMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // ICU's IDNA (a host as EPUBCheck's URL parser reads it): a C wrapper, as ICU's headers clash with Foundation's.
        .target(
            name: "CLibICU",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .target(
            name: "BibleEPUBKit",
            dependencies: [
                "CLibXML2",
                "CLibZip",
                "CLibDeflate",
                "CCMarkGFM",
                .product(name: "Yams", package: "Yams"),
                "CLibCrypto",
                "CLibICU",
            ],
            // No unsafe flags: an app adds the kit by URL and version, and SwiftPM refuses them in a dependency. The
            // run-time exclusivity checks the flag used to skip are left out per property instead (`Element`).
        ),
        .executableTarget(
            name: "bible-epub",
            dependencies: [
                "BibleEPUBKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A position-dependent executable: the loader then applies none of the ~30,000 relative relocations a
            // PIE needs, which took about 2 ms and 260 page faults of every run (measured with perf on --version).
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "normalizer-fuzz",
            dependencies: ["BibleEPUBKit"]
        ),
        .testTarget(
            name: "BibleEPUBKitTests",
            dependencies: ["BibleEPUBKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
