//! A search of several words whose posting lists are short, answered by reading each list
//! whole (docs/performance.md, session 17).
//!
//! tantivy intersects the words' lists by seeking one in the other, through its scorers, and
//! scores as it goes: two words of one post in fifteen each (6,600 postings each at 100,000
//! posts, 440 posts holding both) spent 15 % of the board page's time there. Read whole, a
//! list is a copy of its decoded blocks; the words' documents are then intersected (or
//! joined) in a bit set of the segment's documents, and only the documents that match are
//! scored, each list walked once beside them.

use super::Match;
use tantivy::query::Bm25Weight;
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::{DocId, Score, SegmentReader, Term};

/// One posting list a word stands for: an indexed word it begins, in one field, with its
/// BM25 weight (the title's boosted).
pub struct List {
    pub field: Field,
    pub term: Term,
    pub bm25: Bm25Weight,
}

/// A list's postings in one segment: its documents, increasing, and the word's frequency in
/// each.
struct Read<'a> {
    list: &'a List,
    docs: Vec<DocId>,
    freqs: Vec<u32>,
}

/// The documents of `reader` matching `words` (each a word's lists: every word must hold a
/// document with [`Match::All`], any with [`Match::Any`]), in increasing order, each with its
/// score: the sum of its lists' BM25 scores, as tantivy's boolean query of the same lists
/// sums them. Deleted documents are left to the caller.
pub fn matches(reader: &SegmentReader, words: &[Vec<List>], mode: Match, mut found: impl FnMut(DocId, Score)) -> tantivy::Result<()> {
    let mut read: Vec<Vec<Read<'_>>> = Vec::with_capacity(words.len());
    for lists in words {
        let mut word = Vec::with_capacity(lists.len());
        for list in lists {
            if let Some(mut postings) = reader.inverted_index(list.field)?.read_block_postings(&list.term, IndexRecordOption::WithFreqs)? {
                let capacity = usize::try_from(postings.doc_freq()).unwrap_or_default();
                let (mut docs, mut freqs) = (Vec::with_capacity(capacity), Vec::with_capacity(capacity));
                while !postings.docs().is_empty() {
                    docs.extend_from_slice(postings.docs());
                    freqs.extend_from_slice(postings.freqs());
                    postings.advance();
                }
                word.push(Read { list, docs, freqs });
            }
        }
        if word.is_empty() && mode == Match::All {
            return Ok(());
        }
        read.push(word);
    }
    // The words' documents, the word with the fewest postings first.
    let size = |word: &Vec<Read<'_>>| word.iter().map(|list| list.docs.len()).sum::<usize>();
    let mut order: Vec<&Vec<Read<'_>>> = read.iter().collect();
    order.sort_by_key(|word| size(word));
    let mut bits = Bits::new(reader.max_doc());
    for (n, word) in order.iter().enumerate() {
        if n == 0 || mode == Match::Any {
            for list in word.iter() {
                list.docs.iter().for_each(|&doc| bits.insert(doc));
            }
        } else {
            let mut both = Bits::new(reader.max_doc());
            for list in word.iter() {
                list.docs.iter().filter(|&&doc| bits.contains(doc)).for_each(|&doc| both.insert(doc));
            }
            bits = both;
        }
    }
    let matched: Vec<DocId> = bits.iter().collect();
    if matched.is_empty() {
        return Ok(());
    }
    // Each list walked once beside the matches; each word's sum added to the total in the
    // words' order (the query's nesting, so that equal sums stay equal).
    let mut scores: Vec<Score> = vec![0.0; matched.len()];
    let mut word_scores: Vec<Score> = vec![0.0; matched.len()];
    for word in &read {
        word_scores.iter_mut().for_each(|score| *score = 0.0);
        for list in word {
            let norms = reader.get_fieldnorms_reader(list.list.field)?;
            let mut at = 0;
            for (score, &doc) in word_scores.iter_mut().zip(&matched) {
                at += gallop(&list.docs[at..], doc);
                match list.docs.get(at) {
                    Some(&held) if held == doc => *score += list.list.bm25.score(norms.fieldnorm_id(doc), list.freqs[at]),
                    Some(_) => {}
                    None => break,
                }
            }
        }
        scores.iter_mut().zip(&word_scores).for_each(|(score, word)| *score += word);
    }
    for (doc, score) in matched.into_iter().zip(scores) {
        found(doc, score);
    }
    Ok(())
}

/// How many of `docs` (increasing) are below `doc`: looked for a step, then two, four, …,
/// then halved (matches fall a few postings apart).
fn gallop(docs: &[DocId], doc: DocId) -> usize {
    let mut high = 1;
    while high < docs.len() && docs[high - 1] < doc {
        high *= 2;
    }
    let low = high / 2;
    let high = high.min(docs.len());
    low + docs[low..high].partition_point(|&d| d < doc)
}

/// A set of a segment's documents.
struct Bits(Vec<u64>);

impl Bits {
    fn new(max_doc: DocId) -> Self {
        Self(vec![0; usize::try_from(max_doc.div_ceil(64)).unwrap_or_default()])
    }

    fn insert(&mut self, doc: DocId) {
        if let Some(word) = self.0.get_mut((doc / 64) as usize) {
            *word |= 1 << (doc % 64);
        }
    }

    fn contains(&self, doc: DocId) -> bool {
        self.0.get((doc / 64) as usize).is_some_and(|word| word & (1 << (doc % 64)) != 0)
    }

    /// The documents held, increasing.
    fn iter(&self) -> impl Iterator<Item = DocId> + '_ {
        self.0.iter().enumerate().flat_map(|(n, &word)| {
            let base = DocId::try_from(n * 64).unwrap_or(DocId::MAX);
            std::iter::successors((word != 0).then_some(word), |&rest| {
                let rest = rest & (rest - 1);
                (rest != 0).then_some(rest)
            })
            .map(move |rest| base + rest.trailing_zeros())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gallop_counts_the_documents_below() {
        let docs = [2, 3, 5, 8, 13, 21, 34, 55, 89];
        for doc in 0..100 {
            assert_eq!(gallop(&docs, doc), docs.iter().filter(|&&d| d < doc).count(), "{doc}");
        }
        assert_eq!(gallop(&[], 7), 0);
    }

    #[test]
    fn bits_give_back_what_was_put_in_increasing() {
        let mut bits = Bits::new(300);
        for doc in [299, 0, 63, 64, 65, 128, 7, 63] {
            bits.insert(doc);
        }
        assert_eq!(bits.iter().collect::<Vec<_>>(), [0, 7, 63, 64, 65, 128, 299]);
        assert!(bits.contains(128) && !bits.contains(127) && !bits.contains(5000));
    }
}
