//! What several migrations do with indexes and keys: make an index on named columns, replace
//! indexes by wider ones (their prefixes, which the wider ones serve as well), and make a
//! foreign key whose rows go with the row they name.

use sea_orm_migration::prelude::*;

/// `CREATE INDEX IF NOT EXISTS name ON table (columns…)`.
pub fn index(name: &str, table: &str, columns: &[&str]) -> IndexCreateStatement {
    let mut index = Index::create();
    index.name(name).table(Alias::new(table)).if_not_exists();
    for column in columns {
        index.col(Alias::new(*column));
    }
    index
}

/// A foreign key from `from` (table, column) to `to` whose rows are deleted with the row
/// they name.
pub fn cascade(from: (impl IntoIden, impl IntoIden), to: (impl IntoIden, impl IntoIden)) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(ForeignKeyAction::Cascade)
        .on_update(ForeignKeyAction::NoAction)
        .to_owned()
}

/// An index replaced by a wider one: the old name, the new name and the new columns, whose
/// first `kept` are the old index's.
pub struct Widened {
    pub old: &'static str,
    pub new: &'static str,
    pub columns: &'static [&'static str],
    pub kept: usize,
}

/// Makes each wider index, then drops the one it replaces.
pub async fn widen(manager: &SchemaManager<'_>, table: &str, widened: &[Widened]) -> Result<(), DbErr> {
    for w in widened {
        manager.create_index(index(w.new, table, w.columns)).await?;
        manager.drop_index(Index::drop().name(w.old).table(Alias::new(table)).to_owned()).await?;
    }
    Ok(())
}

/// Undoes [`widen`]: makes each old index again, then drops the wider one.
pub async fn narrow(manager: &SchemaManager<'_>, table: &str, widened: &[Widened]) -> Result<(), DbErr> {
    for w in widened {
        manager.create_index(index(w.old, table, &w.columns[..w.kept])).await?;
        manager.drop_index(Index::drop().name(w.new).table(Alias::new(table)).to_owned()).await?;
    }
    Ok(())
}
