// The showcase: the six scenarios of CardDeck, live in a terminal, else played as a scripted tour.
//
//     swift run carddeck-demo [--script] [--quiet] [--svg DIR] [--size WxH]
//                             [--frames-per-second N] [--slow] [--record FILE] [--help]
//     swift run carddeck-demo --web [--port N] [--bind ADDRESS] [--size WxH] [--inspect]
//                                   [--record FILE]
//     swift run carddeck-demo --test-from FILE
import CardDeckScenarios
import Foundation

exit(DemoCommand.run(name: "carddeck-demo", scenarios: ScenarioCatalog.all))
