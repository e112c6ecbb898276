// swift-tools-version: 6.0
// The Boardlore Swift package, layered like ferrostar and uniffi-starter:
//
//   BoardloreEngineFFI  the Rust library's C interface: an XCFramework on
//                       Apple platforms, the generated header and module map
//                       on Linux (linked against the host libboardlore.so)
//   BoardloreEngine     the Swift bindings UniFFI generates for it: the mobile
//                       API's objects and the core's own records and enums
//                       (Side, Level, Seat…), one generated file per crate
//   BoardloreKit        Foundation only: the drivers of the core's screens
//                       (game, trainer, browser), history, and every value
//                       the views show (layout, shapes, animation,
//                       VoiceOver elements, settings)
//   BoardloreUI         SwiftUI views only (Apple platforms)
//
// The first two live in Generated/ and are made by `scripts/build-ios`;
// they are never committed.
//
// On Linux (scripts/test-ios, Debian's Swift 6 toolchain) the same sources
// build without BoardloreUI, which needs SwiftUI, and with warnings as
// errors; the caller passes the library's directory to the linker.
import PackageDescription

#if os(Linux)
    let engineFFI: Target = .systemLibrary(name: "BoardloreEngineFFI", path: "Generated/include")
    let engineLinks: [LinkerSetting] = [.linkedLibrary("boardlore")]
    // Debian 13's libswiftObservation.so needs a symbol no library defines.
    let kitExtras: [Target.Dependency] = ["SwiftThreadingFatal"]
    let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
    // The store kill test runs a writer process that saves moves in the game
    // store and kills it (Foundation's Process, which iOS lacks): built and
    // run on Linux.
    let linuxOnly: [Target] = [
        .target(name: "SwiftThreadingFatal"),
        .target(name: "SaveKillSupport", path: "Tests/SaveKillSupport", swiftSettings: strict),
        .executableTarget(
            name: "SaveKillWriter",
            dependencies: ["BoardloreKit", "BoardloreEngine", "SaveKillSupport"],
            path: "Tests/SaveKillWriter",
            swiftSettings: strict
        ),
    ]
    let testExtras: [Target.Dependency] = ["SaveKillSupport", "SaveKillWriter"]
    let products: [Product] = [.library(name: "BoardloreKit", targets: ["BoardloreKit"])]
    let ui: [Target] = []
#else
    let engineFFI: Target = .binaryTarget(
        name: "BoardloreEngineFFI",
        path: "Generated/BoardloreEngineFFI.xcframework"
    )
    let engineLinks: [LinkerSetting] = []
    let kitExtras: [Target.Dependency] = []
    let linuxOnly: [Target] = []
    let testExtras: [Target.Dependency] = []
    let strict: [SwiftSetting] = []
    let products: [Product] = [
        .library(name: "BoardloreKit", targets: ["BoardloreKit"]),
        .library(name: "BoardloreUI", targets: ["BoardloreUI"]),
    ]
    let ui: [Target] = [
        .target(
            name: "BoardloreUI",
            dependencies: ["BoardloreKit", "BoardloreEngine"],
            // The project's own sounds (scripts/make-sounds).
            resources: [.copy("Sounds")]
        )
    ]
#endif

let package = Package(
    name: "Boardlore",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: products,
    targets: [
        engineFFI,
        .target(
            name: "BoardloreEngine",
            dependencies: ["BoardloreEngineFFI"],
            path: "Generated/BoardloreEngine",
            // Generated code: built in the language mode UniFFI writes it for,
            // so a generator update cannot break the build. Everything we
            // write below is Swift 6.
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: engineLinks
        ),
        .target(
            name: "BoardloreKit",
            dependencies: ["BoardloreEngine"] + kitExtras,
            swiftSettings: strict
        ),
        .testTarget(
            name: "BoardloreKitTests",
            dependencies: ["BoardloreKit", "BoardloreEngine"] + testExtras,
            swiftSettings: strict
        ),
    ] + ui + linuxOnly
)
