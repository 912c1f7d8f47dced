import CardDeckTesting
import Testing

/// Runs the randomized invariant tests found broken, shrunk to a few actions each, kept as
/// regression tests. Each failed before the fix named in its title.
@MainActor
@Suite("Randomized invariants: regressions", .isolatedDiagnostics)
struct InvariantRegressionTests {
    func expectClean(_ actions: [FuzzAction]) {
        let failure = FuzzRun(actions: actions).play()
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test("tear-down lets a slow cancelled dismissal end before dismissing (it was refused)")
    func flickDuringPresentationThenDrag() {
        expectClean([
            .present(
                configuration: 2_208_128_687_574_625_811, content: .navigation, animated: true,
                from: 0),
            .flick(
                x: 0.07575356554510126, y: 0.10697943621935913, dy: 106.59930538362778,
                velocity: 50.0),
            .drag(
                x: 0.5763244666649847, y: 0.7380563985558447, dy: 99.7719447208301, duration: 0.6),
        ])
    }

    @Test("a resize mid-presentation narrows the card at once (it kept the old width)")
    func resizeDuringPresentation() {
        expectClean([
            .present(
                configuration: 12_508_954_694_251_328_439, content: .navigation, animated: true,
                from: 3),
            .resize(width: 320.0, height: 568.0, safeTop: 59.0, safeBottom: 21.0),
        ])
    }

    @Test("a resize mid-drag ends the drag and re-lays the card out (it kept the old width)")
    func resizeDuringDrag() {
        expectClean([
            .present(
                configuration: 3_202_357_098_959_899_622, content: .list, animated: true, from: 99),
            .advance(1.0),
            .press(x: 0.594911883375709, y: 0.7033622309317831, pointer: 0),
            .drag(
                x: 0.2811762593951129, y: 0.6087964794300977, dy: 425.85250299689574, duration: 0),
            .resize(width: 0.0, height: 0.0, safeTop: 0.0, safeBottom: 34.0),
        ])
    }

    @Test("a card whose pull bar does not fit rests at its top limit, not above it")
    func chromeBelowTopLimit() {
        expectClean([
            .resize(width: 390.0, height: 60.0, safeTop: 59.0, safeBottom: 0.0),
            .present(
                configuration: 1_501_835_286_251_455_644, content: .list, animated: true, from: 99),
            .flick(
                x: 0.8180334983834839, y: 0.861828284658707, dy: 208.1792504833336, velocity: 400),
        ])
    }

    @Test("the rubber band above the largest detent never takes the card past the window's top")
    func bandStopsAtWindowTop() {
        // The finger stays down: each move is checked while the card is in the band.
        expectClean(
            [
                .present(
                    configuration: 13_594_974_112_910_223_280, content: .navigation,
                    animated: true, from: 99),
                .advance(1.0),
                .press(x: 0.5, y: 0.9, pointer: 0),
            ] + Array(repeating: .move(dx: 0, dy: -120, pointer: 0), count: 6))
    }

    @Test(
        "a flick released deep in the band does not throw the card off the top, and a catch does not jump"
    )
    func releaseInBand() {
        expectClean([
            .drag(x: 1.2, y: 0.5926420244419873, dy: 19.784875286204624, duration: 0.25),
            .advance(0.05),
            .drag(x: 0.6570088128026665, y: -0.2, dy: -59.935268525429706, duration: 0.1),
            .present(
                configuration: 7_356_338_662_860_072_507, content: .plain, animated: true, from: 99),
            .lateEvent(x: 0.12548681950435836, y: 0.8144092343799518, age: 30.0, began: true),
            .advance(0.008333333333333333),
            .advance(1.0),
            .drag(
                x: 0.4309425243202125, y: 0.7469977405154298, dy: -699.6572386345042, duration: 0.1),
            .tap(x: 0.6784513416965954, y: 0.030810315843049274),
            .press(x: 0.737823789154732, y: 0.36017345556783753, pointer: 1),
            .drag(
                x: 0.16953969517994016, y: 0.6979627734861057, dy: 70.52262204601709,
                duration: 0.008333333333333333),
        ])
    }

    @Test("a hard flick up to the largest detent keeps the card below the window's top")
    func flickToLargest() {
        expectClean([
            .present(
                configuration: 13_698_377_089_939_909_029, content: .plain, animated: true, from: 99
            ),
            .advance(60.0),
            .present(
                configuration: 10_788_969_443_290_323_250, content: .navigation, animated: true,
                from: 99),
            .advance(2.0),
            .present(
                configuration: 6_393_476_242_332_458_765, content: .navigation, animated: false,
                from: 99),
            .dismiss(depth: 2, animated: true),
            .drag(
                x: 0.463699659815047, y: 0.4576871174017121, dy: -93.41517519225613, duration: 0.6),
            .advance(0.25),
            .dismiss(depth: 99, animated: true),
            .drag(
                x: 0.589427943190671, y: 0.10572558646841956, dy: 303.0367622661754, duration: 0.25),
            .advance(2.0),
            .flick(
                x: 0.9572048669533512, y: 0.6983673222234421, dy: -247.41390958648236,
                velocity: 1600),
            .drag(
                x: 0.735891849192831, y: 0.3199482539356385, dy: -757.0739396757156, duration: 0.0),
            .press(x: 0.2809371572761774, y: 0.5922614839961238, pointer: 0),
            .drag(
                x: 0.016038283469041348, y: 0.3947643887804373, dy: 752.31232133403, duration: 0.0),
        ])
    }

    @Test("a change of safe area alone re-lays the cards out (they kept the old top limit)")
    func safeAreaChange() {
        expectClean([
            .present(
                configuration: 11_495_645_436_251_953_895, content: .navigation, animated: true,
                from: 99),
            .resize(width: 1024.0, height: 1366.0, safeTop: 0.0, safeBottom: 34.0),
            .advance(1.0),
            .resize(width: 1024.0, height: 1366.0, safeTop: 2000.0, safeBottom: 34.0),
        ])
        expectClean([
            .present(
                configuration: 9_968_976_963_345_086_766, content: .plain, animated: true, from: 3),
            .resize(width: 1.0, height: 1.0, safeTop: 47.0, safeBottom: 34.0),
            .flick(
                x: 0.014932502843614137, y: 0.5177077180752131, dy: -75.8637821969217, velocity: 50),
            .resize(width: 1.0, height: 1.0, safeTop: 20.0, safeBottom: 34.0),
        ])
    }

    @Test("resizing to the same size leaves the pushed-back root view where the stack put it")
    func sameSizeResize() {
        expectClean([
            .present(
                configuration: 11_298_742_758_619_077_055, content: .plain, animated: true, from: 99
            ),
            .resize(width: 390.0, height: 60.0, safeTop: 2000.0, safeBottom: 34.0),
            .advance(0.25),
            .advance(0.5),
            .resize(width: 390.0, height: 60.0, safeTop: 2000.0, safeBottom: 34.0),
        ])
    }

    @Test("a card dismissed mid-overshoot leaves at its resting width")
    func dismissMidOvershoot() {
        expectClean([
            .present(
                configuration: 13_749_832_372_640_301_211, content: .plain, animated: false,
                from: 99),
            .resize(width: 1.0, height: 1.0, safeTop: 59.0, safeBottom: 0.0),
            .present(
                configuration: 13_470_226_424_972_285_598, content: .list, animated: false, from: 99
            ),
            .dismiss(depth: 3, animated: true),
            .drag(
                x: 0.2599052690043617, y: 0.5686598423044158, dy: -233.7923902409524, duration: 0.6),
            .contentHeight(266.21681965774377, depth: 0),
            .tap(x: 0.12104988946700868, y: 0.9974906352394959),
            .dismiss(depth: 99, animated: true),
        ])
    }

    @Test("the selected detent identifier is always one the card can rest at")
    func selectedDetentResolves() {
        expectClean([
            .present(
                configuration: 2_658_828_358_945_143_396, content: .list, animated: true, from: 99),
            .advance(2.0),
            .drag(
                x: 0.3563542257441429, y: 0.9982961155124218, dy: 374.31110018862205, duration: 0),
            .contentHeight(139.261612643064, depth: 0),
            .advance(2.0),
        ])
        expectClean([
            .present(
                configuration: 2_294_079_820_262_456_131, content: .list, animated: false, from: 99),
            .present(
                configuration: 8_268_624_072_059_564_211, content: .list, animated: true, from: 99),
            .contentHeight(671.1582401797297, depth: 1),
            .flick(
                x: 0.7982640229234208, y: 0.9196774036265404, dy: -298.28825240680897, velocity: 50),
        ])
    }

    @Test("a card dismissed during an interactive pop inside it ends the pop (it stayed paused)")
    func dismissDuringInteractivePop() {
        expectClean([
            .resize(width: 1.0, height: 1.0, safeTop: 0.0, safeBottom: 21.0),
            .present(
                configuration: 2_446_942_317_986_288_866, content: .navigation, animated: true,
                from: 99),
            .advance(0.1),
            .dismiss(depth: 99, animated: true),
            .push(height: 724.3050839397588, animated: true),
            .drag(
                x: 0.8912121955576255, y: 0.5686514283270481, dy: 534.9258135896412, duration: 0.25),
            .edgePan(distance: 120.0),
            .resize(width: 320.0, height: 568.0, safeTop: 47.0, safeBottom: 0.0),
            .edgePan(distance: 400.0),
        ])
        expectClean([
            .resize(width: 320.0, height: 568.0, safeTop: 59.0, safeBottom: 0.0),
            .present(
                configuration: 12_276_442_361_582_103_903, content: .navigation, animated: true,
                from: 99),
            .push(height: 60.693526186088896, animated: true),
            .resize(width: 1024.0, height: 1366.0, safeTop: .nan, safeBottom: 34.0),
            .tap(x: 0.08634973572264049, y: 0.5792739967961403),
            .dismiss(depth: 99, animated: true),
            .edgePan(distance: 120.0),
            .tap(x: 0.20988396736526438, y: 0.2984464266164074),
            .press(x: 0.08394987549540889, y: 0.9761449196909949, pointer: 0),
            .release(pointer: 0, cancelled: false),
            .drag(x: -0.2, y: 0.5207391355209157, dy: -672.1650136752877, duration: 0.1),
            .edgePan(distance: 400.0),
        ])
    }

    @Test("a settle that moved the stack behind and was then stopped left the stack halfway")
    func stackLeftHalfway() {
        // Seeds 901686 and 902073: the straight release (and animated changes) moved the card
        // and the stack behind in one animator; the next settle stopped it, freezing the root
        // pushed halfway back.
        expectClean([
            .resize(width: 1.0, height: 1.0, safeTop: 2000.0, safeBottom: 0.0),
            .present(
                configuration: 16_379_101_877_306_939_996, content: .plain, animated: true,
                from: 1),
            .flick(
                x: 0.36928513019133147, y: 0.4285394505735435, dy: 265.48376362013846,
                velocity: 400.0),
            .selectDetent(index: 1, animated: true),
            .edgePan(distance: 400.0),
        ])
        expectClean([
            .present(
                configuration: 6_939_307_393_248_564_280, content: .list, animated: true,
                from: 99),
            .resize(width: 390.0, height: 60.0, safeTop: 2000.0, safeBottom: 0.0),
            .flick(
                x: 0.6727996763267933, y: 0.2563801527720575, dy: -434.3913815587531,
                velocity: 400.0),
            .drag(
                x: 0.48200184619565545, y: 0.23851533831916427, dy: -458.56809304314237,
                duration: 0.008333333333333333),
            .present(
                configuration: 14_911_603_002_374_661_084, content: .plain, animated: true,
                from: 99),
            .advance(60.0),
            .tap(x: 0.2549864351110993, y: 0.3303918505625344),
            .drag(
                x: 0.38664779024780627, y: 0.8326810925369457, dy: 323.8165901864995,
                duration: 0.6),
            .drag(x: 1.2, y: 0.8473546663815664, dy: 576.6073520305181, duration: 0.1),
            .flick(
                x: 0.6904543571416378, y: 0.24271161188540435, dy: -230.9723669282019,
                velocity: 1600.0),
        ])
    }
}
