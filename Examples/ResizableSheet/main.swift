// CardDeck's example of the fitted bottom sheet, played as a scripted tour.
//
//     swift run resizable-sheet [--script] [--quiet] [--svg DIR] [--size WxH]
//                        [--frames-per-second N] [--slow] [--help]
import CardDeckScenarios
import Foundation

exit(DemoCommand.run(name: "resizable-sheet", scenarios: [ResizableSheetScenario.descriptor]))
