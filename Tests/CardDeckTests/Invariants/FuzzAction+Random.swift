import CardDeckTesting

extension FuzzAction {
    /// A random action, weighted towards what users do most: gestures and time passing.
    static func random(using rng: inout SplitMix64) -> FuzzAction {
        let roll = rng.int(below: 100)
        switch roll {
        case 0..<12:
            return .present(
                configuration: rng.next(), content: rng.pick([.plain, .list, .navigation]),
                animated: rng.chance(0.8), from: rng.chance(0.9) ? 99 : rng.int(below: 4))
        case 12..<14: return .presentAgain(depth: rng.int(below: 4))
        case 14..<22:
            return .dismiss(
                depth: rng.chance(0.7) ? 99 : rng.int(below: 4), animated: rng.chance(0.8))
        case 22..<28:
            return .press(x: position(&rng), y: position(&rng), pointer: pointer(&rng))
        case 28..<36:
            return .move(
                dx: rng.double(in: -40...40), dy: rng.double(in: -120...120), pointer: pointer(&rng)
            )
        case 36..<41: return .release(pointer: pointer(&rng), cancelled: rng.chance(0.2))
        case 41..<50:
            return .drag(
                x: position(&rng), y: position(&rng), dy: rng.double(in: -900...900),
                duration: rng.pick([0, 1.0 / 120, 0.1, 0.25, 0.6]))
        case 50..<56:
            return .flick(
                x: position(&rng), y: position(&rng), dy: rng.double(in: -500...500),
                velocity: rng.pick([50, 400, 1_600, 5_000, 40_000]))
        case 56..<62: return .tap(x: position(&rng), y: position(&rng))
        case 62..<65: return .edgePan(distance: rng.pick([10, 120, 250, 400]))
        case 65..<70:
            return .contentHeight(height(&rng), depth: rng.chance(0.7) ? 99 : rng.int(below: 4))
        case 70..<73: return .push(height: height(&rng), animated: rng.chance(0.8))
        case 73..<75: return .pop(animated: rng.chance(0.8), toRoot: rng.chance(0.3))
        case 75..<78:
            let size = rng.pick([
                (390.0, 844.0), (844, 390), (320, 568), (1_024, 1_366), (390, 844), (0, 0),
                (1, 1), (390, 60), (-5, 300),
            ])
            return .resize(
                width: size.0, height: size.1, safeTop: rng.pick([0, 20, 47, 59, 2_000, .nan]),
                safeBottom: rng.pick([0, 21, 34]))
        case 78..<82:
            return .selectDetent(
                index: rng.chance(0.9) ? rng.int(below: 4) : -1, animated: rng.chance(0.7))
        case 82..<96:
            return .advance(
                rng.pick([
                    0, 1.0 / 120, 1.0 / 60, 0.05, 0.1, 0.25, 0.5, 1, 2, 60, rng.double(in: 0...0.4),
                ]))
        case 96..<98:
            return .lateEvent(
                x: position(&rng), y: position(&rng), age: rng.pick([0.001, 0.5, 30]),
                began: rng.chance(0.5))
        default: return .rewind(rng.pick([0.001, 1, 100]))
        }
    }

    /// A position as a fraction of the window's size; now and then just outside it.
    private static func position(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.05) ? rng.pick([-0.2, 1.2]) : rng.double(in: 0...1)
    }

    private static func pointer(_ rng: inout SplitMix64) -> Int {
        rng.chance(0.85) ? 0 : 1
    }

    /// A preferred content height; now and then a hostile one.
    private static func height(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.1) ? rng.pick([-50, .nan, .infinity, 1e12]) : rng.double(in: 0...1_200)
    }
}
