pub struct Cell {
    pub code: String,
    pub label: String,
    pub colour: u8,
}
pub struct LegendEntry {
    pub colour: u8,
    pub text: String,
}
pub struct Template;
#[derive(Debug)]
pub struct MapError;
impl std::fmt::Display for MapError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "stub")
    }
}
impl Template {
    pub fn parse(_: &str) -> Result<Template, MapError> {
        Ok(Template)
    }
}
pub fn render(_: &Template, cells: &[Cell], _: &[LegendEntry], _: bool) -> String {
    cells
        .iter()
        .map(|c| format!("{}({}) ", c.code, c.label))
        .collect()
}
