// swift-tools-version: 6.0
import PackageDescription

// A first app, written from the README and the DocC articles only: CI builds and tests it, so
// friction in the public API shows up as a red build instead of in a user's first hour.
let package = Package(
    name: "FirstApp",
    // By path, the identity would be the checkout folder's name (main, a worktree's…), so name it.
    dependencies: [.package(name: "CardDeck", path: "../..")],
    targets: [
        .target(
            name: "FirstAppKit",
            dependencies: [.product(name: "CardDeck", package: "CardDeck")]),
        .executableTarget(
            name: "FirstApp",
            dependencies: [
                "FirstAppKit",
                .product(name: "CardDeckTerminal", package: "CardDeck"),
                .product(name: "CardDeckWeb", package: "CardDeck"),
            ]),
        .testTarget(
            name: "FirstAppTests",
            dependencies: ["FirstAppKit", .product(name: "CardDeckTesting", package: "CardDeck")]),
    ],
    swiftLanguageModes: [.v6]
)
