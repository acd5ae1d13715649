//! Playing the operator in tests: a module's own `eva <module> <command> FILE` run on the test
//! app, as an operator brings data in (prices, dividends), instead of a test writing another
//! module's tables.

use crate::TestApp;

impl TestApp {
    /// Runs `eva <module> <command…> FILE <flags…>` with `contents` as the file.
    pub async fn run_module_command(&self, module: &str, command: &[&str], contents: &str, flags: &[&str]) {
        let file = tempfile::NamedTempFile::new().expect("a temporary file");
        std::fs::write(file.path(), contents).expect("the file is written");
        let found = eva::modules::all_modules().into_iter().find(|m| m.id() == module).expect("the module exists");
        let path = file.path().to_str().expect("a UTF-8 path").to_owned();
        let args: Vec<&str> = [module].into_iter().chain(command.iter().copied()).chain([path.as_str()]).chain(flags.iter().copied()).collect();
        let matches = found.command().expect("the module has commands").get_matches_from(args);
        found.run_command(&self.ctx, &matches).await.expect("the command succeeds");
    }
}
