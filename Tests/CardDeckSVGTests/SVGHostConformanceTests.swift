import CardDeckSVG
import CardDeckTesting
import Testing

@MainActor
@Suite("SVG renderer: host conformance", .isolatedDiagnostics)
struct SVGHostConformanceTests {
    @Test("the document follows every change, and only changes")
    func conformance() {
        let failures = HostConformance.check(makeHost: { SVGRenderer() }, output: { $0.svg })
        #expect(failures.isEmpty)
    }
}
