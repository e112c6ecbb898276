// swift-tools-version: 6.0
// The Boardlore Swift package, layered like ferrostar and uniffi-starter:
//
//   BoardloreEngineFFI  binary target: the Rust library as an XCFramework (C ABI)
//   BoardloreEngine     the Swift bindings UniFFI generates for it
//   BoardloreKit        Foundation only: game model, computer player, saves
//   BoardloreUI         SwiftUI views
//
// The first two live in Generated/ and are made by `scripts/build-ios`;
// they are never committed.
import PackageDescription

let package = Package(
    name: "Boardlore",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "BoardloreKit", targets: ["BoardloreKit"]),
        .library(name: "BoardloreUI", targets: ["BoardloreUI"]),
    ],
    targets: [
        .binaryTarget(
            name: "BoardloreEngineFFI",
            path: "Generated/BoardloreEngineFFI.xcframework"
        ),
        .target(
            name: "BoardloreEngine",
            dependencies: ["BoardloreEngineFFI"],
            path: "Generated/BoardloreEngine",
            // Generated code: built in the language mode UniFFI writes it for,
            // so a generator update cannot break the build. Everything we
            // write below is Swift 6.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "BoardloreKit",
            dependencies: ["BoardloreEngine"]
        ),
        .target(
            name: "BoardloreUI",
            dependencies: ["BoardloreKit", "BoardloreEngine"]
        ),
        .testTarget(
            name: "BoardloreKitTests",
            dependencies: ["BoardloreKit", "BoardloreEngine"]
        ),
    ]
)
