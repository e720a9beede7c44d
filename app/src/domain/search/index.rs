//! The search index in memory: what SQLite's FTS5 and PostgreSQL's GIN index answer in
//! milliseconds at 100,000 posts, answered in a tenth of one (docs/performance.md, session
//! 14: the database engines' floor, this index's figures, and how it is kept current).
//!
//! Built with tantivy (in RAM, no positions: a word matches a post or not, its frequency and
//! the field's length rank it). It holds what changes rarely: each post's title and
//! description, and what its [`Scope`] asks of it (organization, bucket, status, approval,
//! hidden, tags). Votes change hundreds of times a second and stay in the database: equal
//! scores are ordered newest first.
//!
//! Words match as prefixes, as in the database: each word of a query stands for the indexed
//! words it begins, found in the term dictionaries. A word that begins very many indexed
//! words (in real text, `a` or `co`) keeps the [`MAX_EXPANSIONS`] most frequent.
//!
//! Each process has one, kept current with the database by [`super::log`].

use super::whole::List;
use super::{Match, Scope, Within};
use crate::model::{BucketId, OrgId, StatusId, TagId};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, PoisonError};
use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::ColumnValues;
use tantivy::index::SegmentId;
use tantivy::indexer::{IndexWriterOptions, NoMergePolicy};
use tantivy::postings::SegmentPostings;
use tantivy::query::{Bm25Weight, BooleanQuery, BoostQuery, ConstScoreQuery, EmptyQuery, Occur, Query, TermQuery, Weight};
use tantivy::schema::{FAST, Field, INDEXED, IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
use tantivy::tokenizer::{AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer};
use tantivy::{DocId, DocSet, IndexReader, IndexWriter, ReloadPolicy, Score, SegmentReader, TERMINATED, TantivyDocument, Term};

/// The tokenizer of titles, descriptions and queries: runs of letters and digits, lower
/// case, accents folded (`Café` is `cafe`), as FTS5's `unicode61 remove_diacritics 2`.
const WORDS: &str = "upboard_words";

/// How much more a word in the title weighs than one in the description (as the database's
/// `bm25(posts_fts, 10.0, 1.0)`).
const TITLE_WEIGHT: Score = 10.0;

/// The most indexed words one query word stands for (the most frequent first).
pub const MAX_EXPANSIONS: usize = 64;

/// The writer's memory (tantivy's minimum): documents are committed as they come, so it
/// never fills.
const WRITER_BYTES: usize = 15_000_000;

/// One post as the index knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub id: i64,
    pub organization_id: OrgId,
    pub bucket_id: BucketId,
    pub status_id: StatusId,
    pub approved: bool,
    pub hidden: bool,
    pub tag_ids: Vec<TagId>,
    pub title: String,
    pub description: String,
}

#[derive(Clone, Copy)]
struct Fields {
    id: Field,
    organization: Field,
    bucket: Field,
    status: Field,
    approved: Field,
    hidden: Field,
    tag: Field,
    title: Field,
    description: Field,
}

/// A search index over every organization's posts.
pub struct Index {
    index: tantivy::Index,
    fields: Fields,
    /// Made at the first change after a build; a build's own leaves with its threads (see
    /// [`Index::commit`]).
    writer: Mutex<Option<IndexWriter>>,
    reader: IndexReader,
    analyzer: TextAnalyzer,
    /// What a search reads of each segment the reader holds, opened once ([`Columns`]); a
    /// search takes the map itself, replaced whole at each reload.
    segments: Mutex<Arc<Segments>>,
}

type Segments = HashMap<SegmentId, Arc<Columns>>;

/// A segment's columns that a search reads for each match (the scope's and the post's id),
/// and whether its posts are newest first (their ids fall from one document to the next):
/// there a match scoring the same as the worst of the best found so far is older than all of
/// them and cannot enter, so whole blocks scoring no more can be skipped ([`InScopeSegment`]).
/// A build puts every post in newest first.
struct Columns {
    newest_first: bool,
    id: Arc<dyn ColumnValues<u64>>,
    organization: Arc<dyn ColumnValues<u64>>,
    bucket: Arc<dyn ColumnValues<u64>>,
    status: Arc<dyn ColumnValues<u64>>,
    approved: Arc<dyn ColumnValues<bool>>,
    hidden: Arc<dyn ColumnValues<bool>>,
}

impl Columns {
    fn open(segment: &SegmentReader) -> tantivy::Result<Self> {
        let columns = segment.fast_fields();
        let id = values(columns.u64("id")?, 0);
        let newest_first = (1..segment.max_doc()).all(|doc| id.get_val(doc) < id.get_val(doc - 1));
        Ok(Self {
            newest_first,
            id,
            organization: values(columns.u64("organization")?, 0),
            bucket: values(columns.u64("bucket")?, 0),
            status: values(columns.u64("status")?, 0),
            approved: values(columns.bool("approved")?, false),
            hidden: values(columns.bool("hidden")?, true),
        })
    }
}

fn internal(error: impl std::fmt::Display) -> super::super::Error {
    super::super::Error::Internal(format!("search index: {error}"))
}

/// Ids are the database's (positive); the index stores them as `u64`.
fn key(id: impl Into<i64>) -> u64 {
    u64::try_from(id.into()).unwrap_or_default()
}

impl Index {
    /// An empty index.
    pub fn new() -> super::super::Result<Self> {
        let mut schema = Schema::builder();
        let text =
            TextOptions::default().set_indexing_options(TextFieldIndexing::default().set_tokenizer(WORDS).set_index_option(IndexRecordOption::WithFreqs));
        let fields = Fields {
            id: schema.add_u64_field("id", INDEXED | FAST),
            organization: schema.add_u64_field("organization", INDEXED | FAST),
            bucket: schema.add_u64_field("bucket", INDEXED | FAST),
            status: schema.add_u64_field("status", INDEXED | FAST),
            approved: schema.add_bool_field("approved", INDEXED | FAST),
            hidden: schema.add_bool_field("hidden", INDEXED | FAST),
            tag: schema.add_u64_field("tag", INDEXED),
            title: schema.add_text_field("title", text.clone()),
            description: schema.add_text_field("description", text),
        };
        let index = tantivy::Index::create_in_ram(schema.build());
        let analyzer = TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(RemoveLongFilter::limit(64))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .build();
        index.tokenizers().register(WORDS, analyzer.clone());
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into().map_err(internal)?;
        Ok(Self { index, fields, writer: Mutex::new(None), reader, analyzer, segments: Mutex::new(Arc::default()) })
    }

    /// The writer, made when there is none.
    fn writer(&self) -> super::super::Result<std::sync::MutexGuard<'_, Option<IndexWriter>>> {
        let mut writer = self.writer.lock().unwrap_or_else(PoisonError::into_inner);
        if writer.is_none() {
            let options = IndexWriterOptions::builder().memory_budget_per_thread(WRITER_BYTES).num_worker_threads(1).num_merge_threads(1).build();
            *writer = Some(self.index.writer_with_options(options).map_err(internal)?);
        }
        Ok(writer)
    }

    /// Takes every post out (seen at the next [`Index::commit`]), to build the index anew:
    /// nothing is merged until that commit merges it all into one segment.
    pub fn clear(&self) -> super::super::Result<()> {
        if let Some(writer) = self.writer()?.as_ref() {
            writer.set_merge_policy(Box::new(NoMergePolicy));
            writer.delete_all_documents().map_err(internal)?;
        }
        Ok(())
    }

    /// Puts `entries` in, which the index does not hold (after [`Index::clear`]), newest
    /// first (ids falling, over every call); seen at the next [`Index::commit`].
    pub fn add(&self, entries: impl IntoIterator<Item = Entry>) -> super::super::Result<()> {
        let writer = self.writer()?;
        if let Some(writer) = writer.as_ref() {
            for entry in entries {
                writer.add_document(self.document(&entry)).map_err(internal)?;
            }
        }
        Ok(())
    }

    /// Makes what was put in or taken out visible to the next search, and lets the writer go
    /// with its threads and its memory (tantivy sizes a writer's tables by its budget, 15 MB,
    /// and an idle writer kept them: 46 MB more resident at the start of `make bench-soak`;
    /// docs/performance.md, session 14). The next change makes a writer again.
    ///
    /// After [`Index::clear`], the segments written are merged into one, the newest posts'
    /// first, so that its posts stay newest first.
    pub fn commit(&self) -> super::super::Result<()> {
        let writer = self.writer.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(mut writer) = writer {
            writer.commit().map_err(internal)?;
            let mut segments = Vec::new();
            for segment in self.index.searchable_segments().map_err(internal)? {
                let reader = SegmentReader::open(&segment).map_err(internal)?;
                segments.push((reader.fast_fields().u64("id").map_err(internal)?.max_value(), segment.id()));
            }
            if segments.len() > 1 {
                segments.sort_unstable_by_key(|segment| std::cmp::Reverse(segment.0));
                let ids: Vec<SegmentId> = segments.into_iter().map(|(_, id)| id).collect();
                writer.merge(&ids).wait().map_err(internal)?;
            }
            return self.finish(Some(writer));
        }
        self.finish(None)
    }

    /// Commits `writer`'s changes, lets it go, and shows the changes to the next search.
    fn finish(&self, writer: Option<IndexWriter>) -> super::super::Result<()> {
        if let Some(mut writer) = writer {
            writer.commit().map_err(internal)?;
            writer.wait_merging_threads().map_err(internal)?;
        }
        self.reader.reload().map_err(internal)?;
        // Segments never change once written (deletions aside): each is opened once.
        let searcher = self.reader.searcher();
        let mut known = self.segments.lock().unwrap_or_else(PoisonError::into_inner);
        let mut now = HashMap::with_capacity(searcher.segment_readers().len());
        for segment in searcher.segment_readers() {
            let id = segment.segment_id();
            let columns = match known.get(&id) {
                Some(columns) => columns.clone(),
                None => Arc::new(Columns::open(segment).map_err(internal)?),
            };
            now.insert(id, columns);
        }
        *known = Arc::new(now);
        Ok(())
    }

    fn document(&self, entry: &Entry) -> TantivyDocument {
        let f = self.fields;
        let mut document = TantivyDocument::new();
        document.add_u64(f.id, key(entry.id));
        document.add_u64(f.organization, key(entry.organization_id));
        document.add_u64(f.bucket, key(entry.bucket_id));
        document.add_u64(f.status, key(entry.status_id));
        document.add_bool(f.approved, entry.approved);
        document.add_bool(f.hidden, entry.hidden);
        for tag in &entry.tag_ids {
            document.add_u64(f.tag, key(*tag));
        }
        document.add_text(f.title, &entry.title);
        document.add_text(f.description, &entry.description);
        document
    }

    /// Puts `entries` in (replacing what the index held of them) and takes `removed` out,
    /// then makes it all visible to the next search at once.
    pub fn apply(&self, entries: impl IntoIterator<Item = Entry>, removed: impl IntoIterator<Item = i64>) -> super::super::Result<()> {
        let f = self.fields;
        let mut slot = self.writer()?;
        let Some(writer) = slot.as_mut() else { return Ok(()) };
        for id in removed {
            writer.delete_term(Term::from_field_u64(f.id, key(id)));
        }
        for entry in entries {
            writer.delete_term(Term::from_field_u64(f.id, key(entry.id)));
            writer.add_document(self.document(&entry)).map_err(internal)?;
        }
        let writer = slot.take();
        drop(slot);
        self.finish(writer)
    }

    /// The words of `terms` as the index spells them (folded, lower case).
    fn words(&self, terms: &[String]) -> Vec<String> {
        let mut analyzer = self.analyzer.clone();
        let mut words = Vec::new();
        for term in terms {
            let mut stream = analyzer.token_stream(term);
            while let Some(token) = stream.next() {
                words.push(token.text.clone());
            }
        }
        words
    }

    /// `terms` prepared for the questions a search asks (their expansions found once, in one
    /// view of the index).
    pub fn prepare(&self, terms: &[String], mode: Match) -> super::super::Result<Prepared<'_>> {
        let searcher = self.reader.searcher();
        let mut words = Vec::new();
        for word in self.words(terms) {
            words.push(self.expansions(&searcher, &word)?);
        }
        Ok(Prepared { index: self, searcher, words, mode, whole_postings: WHOLE_POSTINGS })
    }

    /// The indexed words `prefix` begins, with the number of posts holding each (in either
    /// field, summed over segments): at most [`MAX_EXPANSIONS`], the most frequent.
    fn expansions(&self, searcher: &tantivy::Searcher, prefix: &str) -> super::super::Result<Vec<(String, u64)>> {
        let mut found: BTreeMap<Vec<u8>, u64> = BTreeMap::new();
        let upper = upper_bound(prefix.as_bytes());
        for segment in searcher.segment_readers() {
            for field in [self.fields.title, self.fields.description] {
                let inverted = segment.inverted_index(field).map_err(internal)?;
                let range = inverted.terms().range().ge(prefix.as_bytes());
                let range = match &upper {
                    Some(upper) => range.lt(upper),
                    None => range,
                };
                let mut stream = range.into_stream().map_err(internal)?;
                while stream.advance() {
                    *found.entry(stream.key().to_vec()).or_default() += u64::from(stream.value().doc_freq);
                }
            }
        }
        let mut words: Vec<(Vec<u8>, u64)> = found.into_iter().collect();
        if words.len() > MAX_EXPANSIONS {
            words.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            words.truncate(MAX_EXPANSIONS);
        }
        Ok(words.into_iter().filter_map(|(word, n)| Some((String::from_utf8(word).ok()?, n))).collect())
    }

    /// The query of one word: any indexed word it begins, in the title (weighing more) or the
    /// description.
    fn word_query(&self, expansions: &[(String, u64)]) -> Box<dyn Query> {
        let mut any: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for (word, _) in expansions {
            let title = TermQuery::new(Term::from_field_text(self.fields.title, word), IndexRecordOption::WithFreqs);
            any.push((Occur::Should, Box::new(BoostQuery::new(Box::new(title), TITLE_WEIGHT))));
            any.push((Occur::Should, Box::new(TermQuery::new(Term::from_field_text(self.fields.description, word), IndexRecordOption::WithFreqs))));
        }
        if any.is_empty() { Box::new(EmptyQuery) } else { Box::new(BooleanQuery::new(any)) }
    }

    /// Clauses that narrow a search to `scope` before anything is scored, for the parts of
    /// it that hold fewer than half the posts (an organization among several, a status, tags):
    /// the words' matches are then sought only among them. What holds most posts (the one
    /// organization, its main bucket, the approved and visible posts) is checked in the
    /// index's columns as each match is collected ([`InScope`]): seeking every match in a
    /// list of nearly every post cost more than the scoring. `None` when no post can be in
    /// the scope (an empty tag list).
    fn narrowing(&self, scope: &Scope, searcher: &tantivy::Searcher) -> super::super::Result<Option<Clauses>> {
        let f = self.fields;
        let posts = searcher.num_docs();
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let within = match scope.within {
            Within::Organization(id) => Term::from_field_u64(f.organization, key(id)),
            Within::Bucket(id) => Term::from_field_u64(f.bucket, key(id)),
        };
        for term in std::iter::once(within).chain(scope.status_id.map(|status| Term::from_field_u64(f.status, key(status)))) {
            if searcher.doc_freq(&term).map_err(internal)?.saturating_mul(2) < posts {
                clauses.push((Occur::Must, Box::new(ConstScoreQuery::new(Box::new(TermQuery::new(term, IndexRecordOption::Basic)), 0.0))));
            }
        }
        if let Some(tags) = &scope.tag_ids {
            if tags.is_empty() {
                return Ok(None);
            }
            let any: Vec<(Occur, Box<dyn Query>)> = tags
                .iter()
                .map(|tag| (Occur::Should, Box::new(TermQuery::new(Term::from_field_u64(f.tag, key(*tag)), IndexRecordOption::Basic)) as Box<dyn Query>))
                .collect();
            clauses.push((Occur::Must, Box::new(ConstScoreQuery::new(Box::new(BooleanQuery::new(any)), 0.0))));
        }
        Ok(Some(clauses))
    }
}

/// The clauses of a boolean query.
type Clauses = Vec<(Occur, Box<dyn Query>)>;

/// A score and a post id, the better first: the higher score, then the newer post.
type Ranked = (Score, u64);

fn better_first(a: &Ranked, b: &Ranked) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0).then_with(|| b.1.cmp(&a.1))
}

/// The best `keep` posts in a scope as the index's columns tell it (the organization or
/// bucket, the status, approval, hiding; tags are left to the query): the collector of
/// [`Prepared::page`].
struct InScope {
    within: Within,
    status: Option<u64>,
    approved_only: bool,
    keep: usize,
    /// Each segment's columns, opened once ([`Index::segments`]).
    segments: Arc<Segments>,
    /// How the words' postings are read in each segment.
    reading: Reading,
}

/// How [`InScope`] reads the words' postings in a segment.
enum Reading {
    /// Through tantivy's scorers of the query (with the best's floor as its threshold).
    Scorers,
    /// A query of one word with at most [`ONE_WORD_LISTS`] posting lists (its expansions in
    /// each field): where a segment holds only one of them, that list block by block.
    OneWord(Vec<List>),
    /// Several words whose lists are few and short ([`WHOLE_LISTS`], [`WHOLE_POSTINGS`]):
    /// each list read whole ([`super::whole`]).
    Whole(Vec<Vec<List>>, Match),
}

/// The most posting lists of one word whose segments are looked at for a single list
/// ([`InScope::collect_segment`]).
const ONE_WORD_LISTS: usize = 4;

/// The most posting lists of any word, and the most postings of all words together (as the
/// term dictionaries count them), of a search whose lists are read whole: beyond, a word's
/// many lists are better joined by tantivy's scorers, and a long list better sought than read.
const WHOLE_LISTS: usize = 16;
const WHOLE_POSTINGS: u64 = 40_000;

/// [`InScope`] in one segment. The best found so far are kept in a buffer of twice `keep`,
/// cut to the best `keep` when full; the worst of those is then the floor a match must pass
/// (and the threshold below which tantivy may skip whole blocks of postings). In a segment
/// whose posts are newest first, a match scoring the same as the floor comes after every
/// post kept, so it is older and does not pass either.
struct InScopeSegment {
    within: Arc<dyn ColumnValues<u64>>,
    within_id: u64,
    status: Option<(Arc<dyn ColumnValues<u64>>, u64)>,
    approved: Option<Arc<dyn ColumnValues<bool>>>,
    hidden: Arc<dyn ColumnValues<bool>>,
    ids: Arc<dyn ColumnValues<u64>>,
    keep: usize,
    newest_first: bool,
    best: Vec<Ranked>,
    floor: Option<Ranked>,
}

impl InScope {
    fn new(index: &Index, scope: &Scope, keep: usize, reading: Reading) -> Self {
        let segments = index.segments.lock().unwrap_or_else(PoisonError::into_inner).clone();
        Self { within: scope.within, status: scope.status_id.map(key), approved_only: scope.approved_only, keep, segments, reading }
    }
}

impl InScopeSegment {
    fn in_scope(&self, doc: DocId) -> bool {
        self.within.get_val(doc) == self.within_id
            && !self.hidden.get_val(doc)
            && self.approved.as_ref().is_none_or(|approved| approved.get_val(doc))
            && self.status.as_ref().is_none_or(|(status, id)| status.get_val(doc) == *id)
    }

    /// Cuts the buffer to the best `keep`.
    fn cut(&mut self) {
        if self.best.len() > self.keep {
            self.best.select_nth_unstable_by(self.keep - 1, better_first);
            self.best.truncate(self.keep);
        }
        if self.best.len() == self.keep {
            self.floor = self.best.iter().copied().max_by(better_first);
        }
    }

    /// Scores at or below this cannot enter the best: the floor's score where the posts are
    /// newest first, elsewhere a hair lower (a match scoring the same may be a newer post).
    fn threshold(&self) -> Score {
        match self.floor {
            None => Score::MIN,
            Some((score, _)) if self.newest_first => score,
            Some((score, _)) => score - score.abs() * 1e-4 - f32::EPSILON,
        }
    }
}

impl SegmentCollector for InScopeSegment {
    type Fruit = Vec<Ranked>;

    fn collect(&mut self, doc: DocId, score: Score) {
        // The cheapest question first: most matches fall below the floor on their score.
        if self.floor.is_some_and(|(floor, _)| score < floor || (self.newest_first && score <= floor)) {
            return;
        }
        let found = (score, self.ids.get_val(doc));
        if self.floor.is_some_and(|floor| better_first(&found, &floor) != std::cmp::Ordering::Less) || !self.in_scope(doc) {
            return;
        }
        self.best.push(found);
        if self.best.len() >= self.keep.saturating_mul(2).max(64) {
            self.cut();
        }
    }

    fn harvest(mut self) -> Vec<Ranked> {
        self.cut();
        self.best
    }
}

/// A column's value of each post, read by its document number: every post has one value in
/// each column, so its values are read directly (`default` where one would lack).
fn values<T: PartialOrd + Default + Copy + std::fmt::Debug + Send + Sync + 'static>(
    column: tantivy::columnar::Column<T>,
    default: T,
) -> std::sync::Arc<dyn ColumnValues<T>> {
    if column.get_cardinality() == tantivy::columnar::Cardinality::Full { column.values } else { column.first_or_default_col(default) }
}

impl Collector for InScope {
    type Fruit = Vec<Ranked>;
    type Child = InScopeSegment;

    fn for_segment(&self, _segment: u32, segment: &SegmentReader) -> tantivy::Result<InScopeSegment> {
        // A segment the reader holds before the index has opened it (a search between a
        // reload and the look that follows it) is opened here.
        let columns = match self.segments.get(&segment.segment_id()) {
            Some(columns) => columns.clone(),
            None => Arc::new(Columns::open(segment)?),
        };
        let (within, within_id) = match self.within {
            Within::Organization(id) => (columns.organization.clone(), key(id)),
            Within::Bucket(id) => (columns.bucket.clone(), key(id)),
        };
        Ok(InScopeSegment {
            within,
            within_id,
            status: self.status.map(|id| (columns.status.clone(), id)),
            approved: if self.approved_only { Some(columns.approved.clone()) } else { None },
            hidden: columns.hidden.clone(),
            ids: columns.id.clone(),
            keep: self.keep,
            newest_first: columns.newest_first,
            best: Vec::new(),
            floor: None,
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, segments: Vec<Vec<Ranked>>) -> tantivy::Result<Vec<Ranked>> {
        let mut best: Vec<Ranked> = segments.into_iter().flatten().collect();
        best.sort_unstable_by(better_first);
        best.truncate(self.keep);
        Ok(best)
    }

    /// As tantivy's own top documents: the matches are offered with the best's floor as a
    /// threshold, so that a query of one word (a union of its expansions' postings) skips the
    /// blocks whose best score cannot pass it.
    ///
    /// A word whose matches in the segment are one posting list (a word in titles only, as
    /// most are) is read here block by block: tantivy reads a union of one list as any query,
    /// scoring every match, and skips a block of a single term only when its best score is
    /// below the threshold, not equal to it (its `block_wand_single_scorer`), so a word in
    /// thousands of titles of one length was scored whole.
    fn collect_segment(&self, weight: &dyn Weight, segment_ord: u32, reader: &SegmentReader) -> tantivy::Result<Vec<Ranked>> {
        match self.read_directly(segment_ord, reader)? {
            Some(found) => Ok(found),
            None => self.score_segment(weight, segment_ord, reader),
        }
    }
}

impl InScope {
    /// The best of a segment as tantivy's scorers of the query read it (see
    /// [`InScope::collect_segment`]).
    fn score_segment(&self, weight: &dyn Weight, segment_ord: u32, reader: &SegmentReader) -> tantivy::Result<Vec<Ranked>> {
        let mut collector = self.for_segment(segment_ord, reader)?;
        let alive = reader.alive_bitset();
        weight.for_each_pruning(Score::MIN, reader, &mut |doc, score| {
            if alive.is_none_or(|alive| alive.is_alive(doc)) {
                collector.collect(doc, score);
            }
            collector.threshold()
        })?;
        Ok(collector.harvest())
    }

    /// The best of a segment read without tantivy's scorers, when [`InScope::reading`] says
    /// how ([`Reading::Whole`], or [`Reading::OneWord`] where the segment holds one of the
    /// word's lists); `None` when the scorers must read it.
    fn read_directly(&self, segment_ord: u32, reader: &SegmentReader) -> tantivy::Result<Option<Vec<Ranked>>> {
        let alive = reader.alive_bitset();
        match &self.reading {
            Reading::Scorers => Ok(None),
            Reading::Whole(words, mode) => {
                let mut collector = self.for_segment(segment_ord, reader)?;
                super::whole::matches(reader, words, *mode, |doc, score| {
                    if alive.is_none_or(|alive| alive.is_alive(doc)) {
                        collector.collect(doc, score);
                    }
                })?;
                Ok(Some(collector.harvest()))
            }
            Reading::OneWord(lists) => {
                let mut present = Vec::new();
                for List { field, term, bm25 } in lists {
                    if let Some(postings) = reader.inverted_index(*field)?.read_block_postings(term, IndexRecordOption::WithFreqs)? {
                        present.push((*field, postings, bm25));
                    }
                }
                if present.len() > 1 {
                    return Ok(None);
                }
                let mut collector = self.for_segment(segment_ord, reader)?;
                if let Some((field, mut postings, bm25)) = present.pop() {
                    let norms = reader.get_fieldnorms_reader(field)?;
                    let mut threshold = collector.threshold();
                    while !postings.docs().is_empty() {
                        if postings.block_max_score(&norms, bm25) > threshold {
                            for (&doc, &freq) in postings.docs().iter().zip(postings.freqs()) {
                                let score = bm25.score(norms.fieldnorm_id(doc), freq);
                                if score > threshold && alive.is_none_or(|alive| alive.is_alive(doc)) {
                                    collector.collect(doc, score);
                                    threshold = collector.threshold();
                                }
                            }
                        }
                        postings.advance();
                    }
                }
                Ok(Some(collector.harvest()))
            }
        }
    }
}

/// A search's words, expanded once, in one view of the index ([`Index::prepare`]).
pub struct Prepared<'a> {
    index: &'a Index,
    searcher: tantivy::Searcher,
    /// Each word's expansions, with the number of posts holding each.
    words: Vec<Vec<(String, u64)>>,
    mode: Match,
    /// The most postings of a search whose lists are read whole ([`WHOLE_POSTINGS`]; 0 in
    /// tests that compare it with tantivy's scorers).
    whole_postings: u64,
}

impl Prepared<'_> {
    /// How many posts may match (of every organization, counted from the term dictionaries
    /// without reading a posting): for each word, the posts holding the indexed words it
    /// stands for, in either field; the fewest of any word ([`Match::All`]) or their sum
    /// ([`Match::Any`]). Never fewer than match; 0 only when none does.
    pub fn expected_matches(&self) -> u64 {
        let counts = self.words.iter().map(|expansions| expansions.iter().map(|(_, n)| n).sum::<u64>());
        match self.mode {
            Match::All => counts.min().unwrap_or_default(),
            Match::Any => counts.sum(),
        }
    }

    /// The share of the index's posts that [`Prepared::expected_matches`] stands for, in
    /// (0, 1] (never less than the share that matches).
    #[allow(clippy::cast_precision_loss)]
    pub fn expected_share(&self) -> f64 {
        let posts = self.searcher.num_docs().max(1);
        (self.expected_matches().min(posts) as f64 / posts as f64).max(f64::MIN_POSITIVE)
    }

    /// The query of the words: every one ([`Match::All`]) or any ([`Match::Any`]).
    fn words_query(&self) -> Box<dyn Query> {
        // One word is the union of its expansions' postings itself (which tantivy can prune).
        if let [word] = self.words.as_slice() {
            return self.index.word_query(word);
        }
        let occur = if self.mode == Match::All { Occur::Must } else { Occur::Should };
        Box::new(BooleanQuery::new(self.words.iter().map(|expansions| (occur, self.index.word_query(expansions))).collect()))
    }

    /// The posting lists of one word's expansions, in each field, with their BM25 weights
    /// (the title's boosted), as the query of the word scores them.
    fn lists(&self, expansions: &[(String, u64)]) -> super::super::Result<Vec<List>> {
        let f = self.index.fields;
        let mut lists = Vec::with_capacity(expansions.len() * 2);
        for (word, _) in expansions {
            for (field, boost) in [(f.title, TITLE_WEIGHT), (f.description, 1.0)] {
                let term = Term::from_field_text(field, word);
                let bm25 = Bm25Weight::for_terms(&self.searcher, std::slice::from_ref(&term)).map_err(internal)?.boost_by(boost);
                lists.push(List { field, term, bm25 });
            }
        }
        Ok(lists)
    }

    /// Ids of the posts in `scope` matching the words (each as a prefix; every word with
    /// [`Match::All`], any with [`Match::Any`]), the best first, equal scores newest first:
    /// `limit` of them after the first `offset`.
    pub fn page(&self, scope: &Scope, offset: u64, limit: u64) -> super::super::Result<Vec<i64>> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let found = self.best(scope, offset.saturating_add(limit))?;
        let offset = usize::try_from(offset).unwrap_or(usize::MAX);
        let limit = usize::try_from(limit).unwrap_or(usize::MAX);
        Ok(found.into_iter().skip(offset).take(limit).filter_map(|(_, id)| i64::try_from(id).ok()).collect())
    }

    /// The best `keep` posts in `scope` matching the words, with their scores, the best first.
    fn best(&self, scope: &Scope, keep: u64) -> super::super::Result<Vec<Ranked>> {
        let posts = self.searcher.num_docs();
        if self.words.is_empty() || keep == 0 || posts == 0 {
            return Ok(Vec::new());
        }
        let Some(mut clauses) = self.index.narrowing(scope, &self.searcher)? else { return Ok(Vec::new()) };
        let clauses_empty = clauses.is_empty();
        let query = move || -> Box<dyn Query> {
            if clauses_empty {
                self.words_query()
            } else {
                clauses.push((Occur::Must, self.words_query()));
                Box::new(BooleanQuery::new(clauses))
            }
        };
        let keep = usize::try_from(keep.min(posts)).unwrap_or(usize::MAX);
        let postings: u64 = self.words.iter().flatten().map(|(_, n)| n).sum();
        let reading = match self.words.as_slice() {
            _ if !clauses_empty => Reading::Scorers,
            [expansions] if expansions.len() * 2 <= ONE_WORD_LISTS => Reading::OneWord(self.lists(expansions)?),
            [_, _, ..] if postings <= self.whole_postings && self.words.iter().all(|expansions| expansions.len() * 2 <= WHOLE_LISTS) => {
                Reading::Whole(self.words.iter().map(|expansions| self.lists(expansions)).collect::<super::super::Result<_>>()?, self.mode)
            }
            _ => Reading::Scorers,
        };
        let collector = InScope::new(self.index, scope, keep, reading);
        if let Reading::Scorers = collector.reading {
            return self.searcher.search(&*query(), &collector).map_err(internal);
        }
        // Read directly: the query and its weights (a look in every term dictionary for each
        // list) only for a segment that the scorers must read.
        let (mut query, mut weight) = (Some(query), None);
        let mut fruits = Vec::with_capacity(self.searcher.segment_readers().len());
        for (ord, segment) in self.searcher.segment_readers().iter().enumerate() {
            let ord = u32::try_from(ord).unwrap_or(u32::MAX);
            let fruit = match collector.read_directly(ord, segment).map_err(internal)? {
                Some(fruit) => fruit,
                None => {
                    let made = match weight.take() {
                        Some(made) => made,
                        None => {
                            let query = query.take().map_or_else(|| Box::new(EmptyQuery) as Box<dyn Query>, |query| query());
                            query.weight(tantivy::query::EnableScoring::enabled_from_searcher(&self.searcher)).map_err(internal)?
                        }
                    };
                    let fruit = collector.score_segment(&*made, ord, segment).map_err(internal)?;
                    weight = Some(made);
                    fruit
                }
            };
            fruits.push(fruit);
        }
        collector.merge_fruits(fruits).map_err(internal)
    }

    /// Of `candidates` (post ids), those the index holds that match the words, in the
    /// candidates' order: the question of a walk in vote order, for a few dozen posts at a
    /// time. Each candidate is found by its id (in a segment whose posts are newest first, by
    /// halving its column of ids; elsewhere in the ids' term dictionary); then, from one
    /// candidate to the next in the order of the index, each word's postings are sought, the
    /// most frequent of its words first, each list read only when a candidate gets to it,
    /// until one holds the candidate (nothing is scored; a union of a word's postings would
    /// decode every posting of a whole window of posts at each seek).
    pub fn matching(&self, candidates: &[i64]) -> super::super::Result<Vec<i64>> {
        if self.words.is_empty() || candidates.is_empty() {
            return Ok(Vec::new());
        }
        let f = self.index.fields;
        let segments = self.index.segments.lock().unwrap_or_else(PoisonError::into_inner).clone();
        // Each word's expansions, the most frequent first.
        let frequent_first: Vec<Vec<&str>> = self
            .words
            .iter()
            .map(|expansions| {
                let mut words: Vec<&(String, u64)> = expansions.iter().collect();
                words.sort_by_key(|word| std::cmp::Reverse(word.1));
                words.into_iter().map(|(word, _)| word.as_str()).collect()
            })
            .collect();
        let mut matched = std::collections::HashSet::new();
        for segment in self.searcher.segment_readers() {
            let mut docs = if let Some(columns) = segments.get(&segment.segment_id()).filter(|columns| columns.newest_first) {
                docs_by_column(segment, &*columns.id, candidates)
            } else {
                docs_by_term(segment, f.id, candidates).map_err(internal)?
            };
            if docs.is_empty() {
                continue;
            }
            docs.sort_unstable();
            let (titles, descriptions) = (segment.inverted_index(f.title).map_err(internal)?, segment.inverted_index(f.description).map_err(internal)?);
            let mut words: Vec<Vec<LazyPostings>> = Vec::new();
            for expansions in &frequent_first {
                let mut lists = Vec::new();
                for word in expansions {
                    for (field, inverted) in [(f.title, &titles), (f.description, &descriptions)] {
                        lists.push(LazyPostings { inverted: inverted.clone(), term: Term::from_field_text(field, word), postings: None });
                    }
                }
                words.push(lists);
            }
            for (doc, id) in docs {
                let mut hit = self.mode == Match::All;
                for lists in &mut words {
                    let mut holds = false;
                    for list in lists.iter_mut() {
                        if list.holds(doc).map_err(internal)? {
                            holds = true;
                            break;
                        }
                    }
                    if holds != hit {
                        hit = holds;
                        break;
                    }
                }
                // Every word must hold it (All: the first that does not decides) or any
                // (Any: the first that does).
                if hit {
                    matched.insert(id);
                }
            }
        }
        Ok(candidates.iter().copied().filter(|id| matched.contains(id)).collect())
    }
}

/// A word's postings in one field of a segment, read when a candidate first gets to them.
struct LazyPostings {
    inverted: std::sync::Arc<tantivy::InvertedIndexReader>,
    term: Term,
    /// `None` until read; then the postings, or `None` when the segment lacks the word.
    postings: Option<Option<SegmentPostings>>,
}

impl LazyPostings {
    /// Whether the word is in `doc`; asked in increasing `doc` order.
    fn holds(&mut self, doc: DocId) -> tantivy::Result<bool> {
        let postings = match &mut self.postings {
            Some(postings) => postings,
            None => self.postings.insert(self.inverted.read_postings(&self.term, IndexRecordOption::Basic)?),
        };
        Ok(match postings {
            None => false,
            Some(p) if p.doc() >= doc => p.doc() == doc,
            Some(p) => p.seek(doc) == doc,
        })
    }
}

/// The live documents of `candidates` in a segment whose ids fall from one document to the
/// next: each found by halving the column of ids.
fn docs_by_column(segment: &SegmentReader, ids: &dyn ColumnValues<u64>, candidates: &[i64]) -> Vec<(DocId, i64)> {
    let max_doc = segment.max_doc();
    let mut docs = Vec::new();
    for &id in candidates {
        let wanted = key(id);
        // The first document whose id is at most the one wanted.
        let (mut low, mut high) = (0, max_doc);
        while low < high {
            let middle = low + (high - low) / 2;
            if ids.get_val(middle) > wanted { low = middle + 1 } else { high = middle }
        }
        if low < max_doc && ids.get_val(low) == wanted && !segment.is_deleted(low) {
            docs.push((low, id));
        }
    }
    docs
}

/// The live documents of `candidates` in any segment: each found in the ids' term dictionary
/// (a post replaced in the segment is there twice, once deleted).
fn docs_by_term(segment: &SegmentReader, id_field: Field, candidates: &[i64]) -> tantivy::Result<Vec<(DocId, i64)>> {
    let ids = segment.inverted_index(id_field)?;
    let mut docs = Vec::new();
    for &id in candidates {
        if let Some(mut postings) = ids.read_postings(&Term::from_field_u64(id_field, key(id)), IndexRecordOption::Basic)? {
            while postings.doc() != TERMINATED {
                if !segment.is_deleted(postings.doc()) {
                    docs.push((postings.doc(), id));
                }
                postings.advance();
            }
        }
    }
    Ok(docs)
}

/// The first byte string after every string beginning with `prefix`; `None` when there is
/// none (all bytes 0xFF).
fn upper_bound(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut upper = prefix.to_vec();
    while let Some(last) = upper.pop() {
        if last < u8::MAX {
            upper.push(last + 1);
            return Some(upper);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::{Match, Scope, terms};
    use super::*;

    fn entry(id: i64, title: &str, description: &str) -> Entry {
        Entry {
            id,
            organization_id: OrgId(1),
            bucket_id: BucketId(10),
            status_id: StatusId(100),
            approved: true,
            hidden: false,
            tag_ids: Vec::new(),
            title: title.into(),
            description: description.into(),
        }
    }

    fn bucket(id: i64) -> crate::entities::bucket::Model {
        let id = BucketId(id);
        crate::entities::bucket::Model {
            id,
            organization_id: OrgId(1),
            name: "Features".into(),
            name_key: "features".into(),
            slug: "features".into(),
            private: false,
            is_default: true,
            position: 0,
            created_at: chrono::Utc::now(),
            updated_at: chrono::Utc::now(),
        }
    }

    fn search(index: &Index, scope: &Scope, query: &str) -> Vec<i64> {
        index.prepare(&terms(query), Match::All).unwrap().page(scope, 0, 10).unwrap()
    }

    #[test]
    fn words_match_as_prefixes_with_accents_folded_and_titles_first() {
        let index = Index::new().unwrap();
        index
            .apply(
                [
                    entry(1, "Export to CSV", "Spreadsheets for the finance team"),
                    entry(2, "Dark mode", "Easier on the eyes at night, like an export of light"),
                    entry(3, "Café menu", "Crème brûlée"),
                ],
                [],
            )
            .unwrap();
        let org = Scope::organization(OrgId(1));
        assert_eq!(search(&index, &org, "export"), [1, 2], "a title's word ranks above a description's");
        assert_eq!(search(&index, &org, "exp"), [1, 2], "a word matches the words it begins");
        assert_eq!(search(&index, &org, "cafe"), [3], "accents are folded in the index");
        assert_eq!(search(&index, &org, "CRÈME"), [3], "and in the query");
        assert_eq!(search(&index, &org, "dark export"), [2], "every word must match");
        assert!(search(&index, &org, "dark csv").is_empty());
        assert!(search(&index, &org, "xylophone").is_empty());
        assert!(search(&index, &org, "!!!").is_empty(), "no word, no post");
        assert_eq!(index.prepare(&terms("dark csv"), Match::Any).unwrap().page(&org, 0, 10).unwrap().len(), 2, "any word may match");
    }

    #[test]
    fn a_search_keeps_to_its_scope() {
        let index = Index::new().unwrap();
        let shown = entry(1, "Dark mode", "");
        let waiting = Entry { id: 2, approved: false, ..entry(2, "Dark waiting", "") };
        let hidden = Entry { id: 3, hidden: true, ..entry(3, "Dark hidden", "") };
        let elsewhere = Entry { id: 4, bucket_id: BucketId(11), ..entry(4, "Dark elsewhere", "") };
        let other_org = Entry { id: 5, organization_id: OrgId(2), bucket_id: BucketId(20), ..entry(5, "Dark other", "") };
        let tagged = Entry { id: 6, status_id: StatusId(101), tag_ids: vec![TagId(7), TagId(8)], ..entry(6, "Dark tagged", "") };
        index.apply([shown, waiting, hidden, elsewhere, other_org, tagged], []).unwrap();
        let board = Scope::bucket(&bucket(10)).approved();
        assert_eq!(sorted(search(&index, &board, "dark")), [1, 6]);
        assert_eq!(sorted(search(&index, &Scope::bucket(&bucket(10)), "dark")), [1, 2, 6], "waiting posts unless approved ones are asked for");
        assert_eq!(sorted(search(&index, &Scope::organization(OrgId(1)), "dark")), [1, 2, 4, 6]);
        assert_eq!(search(&index, &Scope::organization(OrgId(2)), "dark"), [5]);
        assert_eq!(search(&index, &board.clone().of_status(Some(StatusId(101))), "dark"), [6]);
        assert!(search(&index, &board.clone().of_status(Some(StatusId(102))), "dark").is_empty());
        assert_eq!(search(&index, &board.clone().tagged(Some(vec![TagId(8), TagId(9)])), "dark"), [6]);
        assert!(search(&index, &board.clone().tagged(Some(vec![TagId(9)])), "dark").is_empty());
        assert!(search(&index, &board.tagged(Some(vec![])), "dark").is_empty(), "an empty tag list: no post");
    }

    fn sorted(mut ids: Vec<i64>) -> Vec<i64> {
        ids.sort_unstable();
        ids
    }

    #[test]
    fn changes_replace_and_remove_posts_and_pages_follow_each_other() {
        let index = Index::new().unwrap();
        index.apply((1..=5).map(|id| entry(id, "Dark mode", "")), []).unwrap();
        let org = Scope::organization(OrgId(1));
        let page = |offset| index.prepare(&terms("dark"), Match::All).unwrap().page(&org, offset, 2).unwrap();
        assert_eq!([page(0), page(2), page(4)], [vec![5, 4], vec![3, 2], vec![1]], "equal scores: newest first, page after page");
        index.apply([entry(4, "Light mode", "")], [2]).unwrap();
        assert_eq!(search(&index, &org, "dark"), [5, 3, 1], "renamed and removed posts leave");
        assert_eq!(search(&index, &org, "light"), [4]);
        index.apply([entry(4, "Light mode", "")], []).unwrap();
        assert_eq!(search(&index, &org, "light"), [4], "putting a post in twice keeps one");
        for offset in [4, u64::MAX / 2, u64::MAX] {
            assert!(index.prepare(&terms("dark"), Match::All).unwrap().page(&org, offset, u64::MAX).unwrap().is_empty(), "a page beyond every post: {offset}");
        }
    }

    /// Hundreds of matches with equal scores, in several segments, some replaced, hidden or
    /// moved: page after page, the title's matches first, then the description's, each newest
    /// first, in the board or in a small organization among large ones (narrowed before
    /// scoring); for one word (whose postings tantivy may skip by their best scores) and two.
    /// Several words whose lists are read whole find what tantivy's scorers find, in the same
    /// order, page after page, every word or any, over several segments with replaced posts.
    #[test]
    fn lists_read_whole_rank_as_the_scorers_do() {
        let index = Index::new().unwrap();
        let (adjectives, nouns) = (["dark", "weekly", "bulk", "smart", "offline"], ["reports", "export", "themes", "tags"]);
        let post = |id: i64| {
            let n = usize::try_from(id).unwrap();
            let title = format!("{} {} {}", adjectives[n % 5], nouns[n / 5 % 4], if n % 7 == 0 { nouns[n % 4] } else { "" });
            let description =
                if n % 3 == 0 { format!("{} and {} again {}", adjectives[n / 3 % 5], nouns[n / 11 % 4], "more ".repeat(n % 6)) } else { String::new() };
            entry(id, &title, &description)
        };
        let posts: Vec<Entry> = (1..=1500).map(post).collect();
        for segment in posts.chunks(400) {
            index.apply(segment.to_vec(), []).unwrap();
        }
        index
            .apply((1..=1500).step_by(13).map(|id| Entry { title: format!("{} weekly", post(id).title), ..post(id) }), [20, 40])
            .unwrap();
        let scope = Scope::bucket(&bucket(10));
        for query in ["weekly reports", "dark export", "we rep", "bulk themes tags", "smart zzz", "offline t", "dark weekly"] {
            for mode in [Match::All, Match::Any] {
                let whole = index.prepare(&terms(query), mode).unwrap();
                let scorers = Prepared { whole_postings: 0, ..index.prepare(&terms(query), mode).unwrap() };
                // The same posts with the same scores (the sums may differ in their last bit, as
                // tantivy's own do from one way of reading to another: equal scores then keep
                // their order of newest first), and the pages follow each other.
                let (found, expected) = (whole.best(&scope, 5000).unwrap(), scorers.best(&scope, 5000).unwrap());
                assert_eq!(found.len(), expected.len(), "{query} ({mode:?})");
                assert!(!found.is_empty() || (mode == Match::All && query.contains("zzz")), "{query} ({mode:?})");
                for ((score, id), (expected_score, expected_id)) in found.iter().zip(&expected) {
                    assert!((score - expected_score).abs() <= expected_score.abs() * 1e-5, "{query} ({mode:?}): {id} {score}, {expected_id} {expected_score}");
                }
                let (mut ids, mut expected_ids) = (found.iter().map(|(_, id)| *id).collect::<Vec<_>>(), expected.iter().map(|(_, id)| *id).collect::<Vec<_>>());
                for size in [1, 9, 40, 2000] {
                    let pages: Vec<u64> = (0..)
                        .map(|n| whole.page(&scope, n * size, size).unwrap())
                        .take_while(|page| !page.is_empty())
                        .take(60)
                        .flatten()
                        .map(key)
                        .collect();
                    assert_eq!(pages, ids[..pages.len()], "{query} ({mode:?}), pages of {size}");
                }
                ids.sort_unstable();
                expected_ids.sort_unstable();
                assert_eq!(ids, expected_ids, "{query} ({mode:?})");
            }
        }
    }

    #[test]
    fn the_best_are_kept_page_after_page_however_many_match() {
        let index = Index::new().unwrap();
        let post = |id: i64| match id % 3 {
            0 => entry(id, "Dark mode", ""),
            1 => entry(id, "Export mode", "dark"),
            _ => entry(id, "Export mode", ""),
        };
        let posts: Vec<Entry> = (1..=600).map(post).collect();
        for segment in posts.chunks(200) {
            index.apply(segment.to_vec(), []).unwrap();
        }
        index
            .apply(
                [
                    Entry { hidden: true, ..post(300) },
                    Entry { bucket_id: BucketId(11), ..post(303) },
                    Entry { organization_id: OrgId(2), bucket_id: BucketId(20), ..post(306) },
                ],
                [309],
            )
            .unwrap();
        index
            .apply((1..=5).map(|n| Entry { organization_id: OrgId(3), bucket_id: BucketId(30), ..post(1000 + n * 3) }), [])
            .unwrap();
        let titles = (1..=600).rev().filter(|id| id % 3 == 0 && ![300, 303, 306, 309].contains(id));
        let expected: Vec<i64> = titles.chain((1..=600).rev().filter(|id| id % 3 == 1)).collect();
        let every_page = |scope: &Scope, query: &str, size: u64| -> Vec<i64> {
            let prepared = index.prepare(&terms(query), Match::All).unwrap();
            (0..).map(|n| prepared.page(scope, n * size, size).unwrap()).take_while(|page| !page.is_empty()).flatten().collect()
        };
        for query in ["dark", "dark mo"] {
            for size in [1, 7, 31, 1000] {
                assert_eq!(every_page(&Scope::bucket(&bucket(10)), query, size), expected, "{query}, pages of {size}");
            }
            assert_eq!(every_page(&Scope::organization(OrgId(3)), query, 2), [1015, 1012, 1009, 1006, 1003], "{query}: a small organization");
            assert_eq!(every_page(&Scope::organization(OrgId(2)), query, 2), [306], "{query}");
        }
    }

    /// A build puts the posts in newest first, in one segment: there a match scoring the same
    /// as the worst kept is older than every post kept, and tantivy skips what cannot beat it;
    /// a word in titles only is read a block at a time, blocks that cannot beat the worst kept
    /// skipped. Pages still come out best first (shorter titles first, titles before
    /// descriptions), equal scores newest first, after later changes too.
    #[test]
    fn a_build_holds_the_posts_newest_first_and_pages_stay_in_order() {
        let index = Index::new().unwrap();
        index.apply([entry(9_999, "Dark leftover", "")], []).unwrap();
        let post = |id: i64| match id % 4 {
            0 => entry(id, "Dark mode", ""),
            2 => entry(id, "Dark mode at night", ""),
            _ => entry(id, "Export mode", "dark"),
        };
        let mut posts: BTreeMap<i64, Entry> = (1..=600).map(|id| (id, post(id))).collect();
        index.clear().unwrap();
        index.add((301..=600).rev().map(post)).unwrap();
        index.add((1..=300).rev().map(post)).unwrap();
        index.commit().unwrap();
        let segments: Vec<bool> = index.segments.lock().unwrap().values().map(|columns| columns.newest_first).collect();
        assert_eq!(segments, [true], "one segment, newest first");
        // The expected order: by the rank of the post's text, then newest first.
        let expected = |posts: &BTreeMap<i64, Entry>, rank: &dyn Fn(&Entry) -> Option<u8>| -> Vec<i64> {
            let mut ranked: Vec<(u8, i64)> = posts.values().filter_map(|e| Some((rank(e)?, e.id))).collect();
            ranked.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
            ranked.into_iter().map(|(_, id)| id).collect()
        };
        let dark = |e: &Entry| match (e.title.as_str(), e.description.as_str()) {
            ("Dark mode", _) => Some(0),
            ("Dark mode at night", _) => Some(1),
            (_, "dark") => Some(2),
            _ => None,
        };
        let mode = |e: &Entry| match e.title.as_str() {
            "Dark mode" | "Export mode" => Some(0),
            "Dark mode at night" => Some(1),
            _ => None,
        };
        let every_page = |query: &str, size: u64| -> Vec<i64> {
            let prepared = index.prepare(&terms(query), Match::All).unwrap();
            (0..)
                .map(|n| prepared.page(&Scope::organization(OrgId(1)), n * size, size).unwrap())
                .take_while(|page| !page.is_empty())
                .flatten()
                .collect()
        };
        for size in [1, 7, 31, 1000] {
            assert_eq!(every_page("dark", size), expected(&posts, &dark), "dark, pages of {size}");
            assert_eq!(every_page("mode", size), expected(&posts, &mode), "mode (titles only), pages of {size}");
        }
        let matching = |query: &str, candidates: &[i64]| index.prepare(&terms(query), Match::All).unwrap().matching(candidates).unwrap();
        assert_eq!(matching("mode", &[600, 1, 9_999, 300, 0, 601]), [600, 1, 300], "found by halving the column of ids; unknown ids leave");
        assert_eq!(matching("export dark", &[2, 3, 4, 5]), [3, 5]);
        let changed = [entry(2, "Dark mode", ""), entry(601, "Dark mode", ""), entry(3, "Light", "")];
        index.apply(changed.clone(), [4]).unwrap();
        assert_eq!(index.segments.lock().unwrap().len(), 2, "the change is a segment of its own");
        posts.extend(changed.into_iter().map(|e| (e.id, e)));
        posts.remove(&4);
        for size in [1, 7, 31, 1000] {
            assert_eq!(every_page("dark", size), expected(&posts, &dark), "dark, pages of {size}, after changes");
            assert_eq!(every_page("mode", size), expected(&posts, &mode), "mode, pages of {size}, after changes");
        }
        assert_eq!(matching("dark", &[601, 4, 3, 2, 1]), [601, 2, 1], "replaced and removed ones as they are now");
    }

    #[test]
    fn a_word_stands_for_at_most_the_most_frequent_words_it_begins() {
        let index = Index::new().unwrap();
        let rare: Vec<Entry> = (0..MAX_EXPANSIONS as i64).map(|n| entry(n + 1, &format!("zeta{n}"), "")).collect();
        index.apply(rare, []).unwrap();
        index.apply((0..3).map(|n| entry(1000 + n, "zebra", "")), []).unwrap();
        let found = index.prepare(&terms("ze"), Match::All).unwrap().page(&Scope::organization(OrgId(1)), 0, 1000).unwrap();
        assert_eq!(found.len(), MAX_EXPANSIONS - 1 + 3, "the frequent word is kept, one rare word left out");
        assert!(found.contains(&1000));
    }

    #[test]
    fn the_expected_matches_are_never_fewer_than_the_matches() {
        let index = Index::new().unwrap();
        index.apply([entry(1, "Dark mode", "dark"), entry(2, "Darker", ""), entry(3, "Export", "")], []).unwrap();
        let expected = |query: &str, mode| index.prepare(&terms(query), mode).unwrap().expected_matches();
        assert!(expected("dark", Match::All) >= 2);
        assert_eq!(expected("export", Match::All), 1);
        assert_eq!(expected("dark export", Match::All), 1, "the fewest of any word");
        assert!(expected("dark export", Match::Any) >= 3, "the sum");
        assert_eq!(expected("xylophone", Match::All), 0);
        assert_eq!(expected("xylophone", Match::Any), 0);
    }

    #[test]
    fn candidates_are_kept_when_they_match_in_their_order() {
        let index = Index::new().unwrap();
        index.apply([entry(1, "Dark mode", ""), entry(2, "Export", "dark"), entry(3, "Export", "")], []).unwrap();
        index.apply([entry(4, "Dark export", "")], []).unwrap();
        index.apply([entry(3, "Darkroom", "")], []).unwrap();
        assert_eq!(
            index.prepare(&terms("dark"), Match::All).unwrap().matching(&[4, 3, 2, 1, 99]).unwrap(),
            [4, 3, 2, 1],
            "across segments, replaced ones as they are now; unknown ids leave"
        );
        assert_eq!(index.prepare(&terms("dark export"), Match::All).unwrap().matching(&[1, 2, 3, 4]).unwrap(), [2, 4]);
        assert_eq!(index.prepare(&terms("mode darkroom"), Match::Any).unwrap().matching(&[1, 2, 3, 4]).unwrap(), [1, 3]);
        assert!(index.prepare(&terms("xylophone"), Match::All).unwrap().matching(&[1, 2, 3, 4]).unwrap().is_empty());
        index.apply([], [4]).unwrap();
        assert_eq!(index.prepare(&terms("dark"), Match::All).unwrap().matching(&[4, 1]).unwrap(), [1], "removed ones leave");
    }

    #[test]
    fn upper_bounds_follow_every_string_with_the_prefix() {
        assert_eq!(upper_bound(b"ab"), Some(b"ac".to_vec()));
        assert_eq!(upper_bound(&[b'a', 0xFF]), Some(b"b".to_vec()));
        assert_eq!(upper_bound(&[0xFF]), None);
    }
}
