// The showcase: the three scenarios of CardDeck, played as a scripted tour.
//
//     swift run carddeck-demo [--script] [--quiet] [--svg DIR] [--size WxH]
//                             [--frames-per-second N] [--slow] [--record FILE] [--help]
//     swift run carddeck-demo --web [--port N] [--bind ADDRESS] [--size WxH] [--record FILE]
//     swift run carddeck-demo --test-from FILE
import CardDeckScenarios
import Foundation

exit(DemoCommand.run(name: "carddeck-demo", scenarios: ScenarioCatalog.all))
