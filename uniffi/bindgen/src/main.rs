//! `uniffi-bindgen`: generates the Kotlin and Swift bindings of the
//! `boardlore` library. Run it in library mode, as `scripts/bindings` does:
//! `cargo run -p uniffi-bindgen -- generate --library <lib> --language kotlin --out-dir <dir>`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
