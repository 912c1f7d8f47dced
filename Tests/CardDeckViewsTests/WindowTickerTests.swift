import CardDeckTesting
import Testing

@testable import CardDeckViews

/// A ticker that logs its ticks and runs an optional action on each.
@MainActor
final class LoggingTicker: FrameTicking {
    let name: String
    let log: TickLog
    var action: (() -> Void)?

    init(_ name: String, _ log: TickLog) {
        self.name = name
        self.log = log
    }

    package func tick(at time: Double) {
        log.entries.append("\(name)@\(Int((time * 120).rounded()))")
        action?()
    }
}

@MainActor
final class TickLog {
    var entries: [String] = []
}

@MainActor
@Suite("Window tickers", .isolatedDiagnostics)
struct WindowTickerTests {
    @Test("Tickers run once per frame in the order added; adding twice has no effect")
    func order() {
        let window = Window(size: Size(width: 100, height: 100))
        let log = TickLog()
        let a = LoggingTicker("a", log)
        let b = LoggingTicker("b", log)
        window.addTicker(a)
        window.addTicker(b)
        window.addTicker(a)
        window.advance(by: 2.0 / 120)
        #expect(log.entries == ["a@1", "b@1", "a@2", "b@2"])
        window.removeTicker(a)
        window.removeTicker(a)
        window.advance(by: 1.0 / 120)
        #expect(log.entries.suffix(1) == ["b@3"])
        #expect(window.hasTicker(b) && !window.hasTicker(a))
    }

    @Test("A ticker removing itself and an earlier one still lets every later one tick")
    func removalDuringRun() {
        let window = Window(size: Size(width: 100, height: 100))
        let log = TickLog()
        let a = LoggingTicker("a", log)
        let b = LoggingTicker("b", log)
        let c = LoggingTicker("c", log)
        let d = LoggingTicker("d", log)
        for ticker in [a, b, c] { window.addTicker(ticker) }
        b.action = { [unowned window, unowned b] in
            window.removeTicker(a)
            window.removeTicker(b)
            window.addTicker(d)
        }
        window.advance(by: 1.0 / 120)
        #expect(log.entries == ["a@1", "b@1", "c@1", "d@1"])
        window.advance(by: 1.0 / 120)
        #expect(log.entries.suffix(2) == ["c@2", "d@2"])
        window.removeTicker(c)
        window.removeTicker(d)
        #expect(window.tickers.isEmpty)
        #expect(window.tickers.entries.isEmpty)
    }
}
