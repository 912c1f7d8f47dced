import CardDeckViews
import Testing

@testable import CardDeck

/// The card's layout state: the geometry kept until invalidated, and every change handed on
/// as values.
@Suite("Card layout")
@MainActor
struct CardLayoutTests {
    static func inputs(height: Double = 844, detents: [CardDetent] = [.medium, .large])
        -> CardGeometryInputs
    {
        CardGeometryInputs(
            configuration: CardConfiguration(detents: detents), stackLevel: 1,
            stackArea: Rect(x: 0, y: 0, width: 390, height: height), safeAreaInsets: .zero,
            keyboardInset: 0, layoutDirection: .leftToRight, preferredContentSize: .zero,
            chromeHeight: 0)
    }

    @Test("the geometry is kept until invalidated, and its inputs are read only then")
    func keepsGeometry() {
        let layout = CardLayout(initialDetent: nil) { _, _, _ in }
        var reads = 0
        func counted(_ height: Double) -> CardGeometryInputs {
            reads += 1
            return Self.inputs(height: height)
        }
        let first = layout.geometry(counted(844))
        #expect(layout.geometry(counted(600)).cardSpaceArea == first.cardSpaceArea)
        #expect(reads == 1)
        layout.invalidate()
        #expect(layout.geometry(counted(600)).cardSpaceArea.height == 600)
        #expect(reads == 2)
    }

    @Test("each new geometry and each new selection is handed on with the resting top")
    func reportsChanges() {
        var reports: [Double] = []
        let layout = CardLayout(initialDetent: .large) { _, _, top in reports.append(top) }
        layout.selection.selected = .medium
        #expect(reports.isEmpty)  // nothing to hand on before the first geometry
        let geometry = layout.refresh(Self.inputs(), reusingDetents: true)
        layout.selection.selected = .large
        let tops = geometry.detents.map(\.top)
        #expect(reports == [tops[0], tops[1]])
        #expect(layout.selectedDetent(in: geometry).identifier == .large)
    }

    @Test("a selected detent that no longer resolves is forgotten on refresh")
    func forgetsUnresolved() {
        let layout = CardLayout(initialDetent: .large) { _, _, _ in }
        let geometry = layout.refresh(Self.inputs(detents: [.medium]), reusingDetents: false)
        #expect(layout.selection.selected == nil)
        #expect(layout.selectedDetent(in: geometry).identifier == .medium)
    }

    struct ReportRow: CustomTestStringConvertible, Sendable {
        var name: String
        var isPresented: Bool
        var reportedBefore: Rect?
        var frame: Rect
        var reported: Rect?
        var testDescription: String { name }
    }

    nonisolated static let a = Rect(x: 0, y: 400, width: 390, height: 444)
    nonisolated static let b = Rect(x: 0, y: 500, width: 390, height: 444)
    nonisolated static let reportRows: [ReportRow] = [
        ReportRow(
            name: "a new frame of a presented card", isPresented: true,
            reportedBefore: a, frame: b, reported: b),
        ReportRow(
            name: "the same frame again", isPresented: true,
            reportedBefore: a, frame: a, reported: nil),
        ReportRow(
            name: "gone, reported before: its last frame",
            isPresented: false, reportedBefore: a, frame: b, reported: b),
        ReportRow(
            name: "never presented", isPresented: false,
            reportedBefore: nil, frame: b, reported: nil),
    ]

    @Test("when the delegate hears of the card's frame", arguments: reportRows)
    func reporting(row: ReportRow) {
        var reporter = CardMotionReporter()
        if let before = row.reportedBefore {
            let recorded = reporter.record(before)
            #expect(recorded)
        }
        let reported = reporter.frameToReport(row.frame, isPresented: row.isPresented)
        #expect(reported == row.reported)
    }
}
