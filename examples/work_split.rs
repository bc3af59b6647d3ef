use kingdomino::notation::GameRecord;
use kingdomino::review::{decisions, Weighing};
fn main() {
    for text in std::env::args().skip(1) {
        let game = text.parse::<GameRecord>().unwrap().replay().unwrap();
        let mut total = 0u64;
        for d in decisions(&game) {
            let mut w = Weighing::new(d.view.clone(), Some(d.played), 1024, 1);
            w.run(u32::MAX);
            total += u64::from(w.work_done());
        }
        println!("{} playouts {total}", &text[..3]);
    }
}
