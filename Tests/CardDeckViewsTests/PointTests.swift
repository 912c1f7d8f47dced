import Testing

@testable import CardDeckViews
