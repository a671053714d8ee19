//! `chess-lut`: look at chess-lut's tables. With no arguments, an overview of every table and a
//! check of every lookup against its calculation.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use chess_lut_cli::args::{self, MAX_BENCH_SECONDS, MAX_SEARCH_SECONDS};
use chess_lut_cli::output::{Stop, exit_code, note, output, write_file};
use chess_lut_cli::{baked, bench, dump, explore, list, magics, matching, perft, show, verify};
use clap::{Args, Parser, Subcommand};

/// Look at chess-lut's square-relation tables: list, draw, dump, emit and verify them.
///
/// With no subcommand: every table with its shape, type and size, and a check that each
/// lookup equals its calculation over its whole domain.
#[derive(Parser)]
#[command(name = "chess-lut", version, after_help = TOUR)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

const TOUR: &str = "Examples:
  chess-lut list
  chess-lut show in-between e1 h4
  chess-lut show knight-distance e4
  chess-lut show attack queen d1 --occupied rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
  chess-lut show line b2 c3 --svg line.svg
  chess-lut show intersection e1 rank b3 anti-diagonal
  chess-lut show line-masks e4 diagonal
  chess-lut show first-rank-attacks d4 --occupied 0x0000_0000_2200_0000
  chess-lut dump knight-distance --format csv --out kd.csv
  chess-lut emit --out vendored
  chess-lut show rook-magic d4 --occupied 8/3p4/8/8/1P1R2n1/8/3B4/8
  chess-lut verify
  chess-lut explore --out tables.html
  chess-lut bench --svg bench.svg
  chess-lut match src/tables.rs
  chess-lut match --shape 64x64 --type u64 between.bin
  chess-lut magics
  chess-lut magics --search 600 --seed 7
  chess-lut key --moves e2e4 d7d5
  chess-lut perft 6
  chess-lut perft 7 --threads 2
  chess-lut perft 3 --divide --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\"
  chess-lut perft 5 --sliders kindergarten --geometry calc
  chess-lut perft 4 --divide --moves e2e4 e7e5
  chess-lut perft 5 --chess960 --fen \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"";

#[derive(Subcommand)]
enum Command {
    /// Every table: name, shape, element type, bytes and what it holds.
    List {
        /// An engine's baked tables instead of chess-lut's: the description its build script
        /// wrote (OUT_DIR/NAME.json); or the engine's crate, to read its package's in its
        /// target directory; or a target directory holding one crate's.
        #[arg(long, value_name = "FILE or DIR")]
        tables: Option<PathBuf>,
    },
    /// Ask a table's lookup one question and draw its answer as a board: `show in-between e1 h4`, `show line b2 c3`,
    /// `show knight-distance e4`, `show knight-attacks g1`, `show king-attacks e1`,
    /// `show pawn-attacks white e4`, `show attack queen d1 --occupied <hex or FEN>`,
    /// `show intersection e1 rank b3 anti-diagonal`, `show line-masks e4 diagonal`,
    /// `show first-rank-attacks d4 --occupied <hex or FEN>`, `show rook-magics d4 --occupied …`
    /// (also bishop-magics, rook-pext, bishop-pext), `show magic-attacks queen d4 --occupied …`
    /// (also pext-attacks), `show kindergarten-fill-up d4 diagonal --occupied …`,
    /// `show kindergarten-a-file d4 --occupied …`.
    Show {
        /// The table: a name from `list`, or another name of one (`attack` for x88-attacks,
        /// `rook-magic` for rook-magics, `dual` for dual-masks …: `show` with a wrong name
        /// lists them all), with `-` or `_` between words (`in_between`).
        table: String,
        /// Its arguments: squares (e4), a colour (white, black), a piece (queen, Q, p …), a
        /// line kind (rank, file, diagonal, anti-diagonal) or a number (2, -17).
        #[arg(allow_negative_numbers = true)]
        args: Vec<String>,
        /// The occupied squares, for attack, first-rank-attacks and the slider tables: a hex
        /// bitboard (0x0000_0000_1000_0000) or the piece placement of a FEN.
        #[arg(long)]
        occupied: Option<String>,
        /// Also write the board as an SVG picture to this file.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
        /// An engine's baked tables instead of chess-lut's: the description its build script
        /// wrote (OUT_DIR/NAME.json); or the engine's crate, to read its package's in its
        /// target directory; or a target directory holding one crate's.
        #[arg(long, value_name = "FILE or DIR")]
        tables: Option<PathBuf>,
    },
    /// A whole table, as Rust source, CSV or JSON.
    Dump {
        /// The table: a name from `list`.
        table: String,
        /// The output format.
        #[arg(long, value_enum, default_value_t = dump::Format::Rust)]
        format: dump::Format,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// An engine's baked tables instead of chess-lut's: the description its build script
        /// wrote (OUT_DIR/NAME.json); or the engine's crate, to read its package's in its
        /// target directory; or a target directory holding one crate's.
        #[arg(long, value_name = "FILE or DIR")]
        tables: Option<PathBuf>,
    },
    /// The generated Rust source, byte for byte as the build script writes it (for vendoring):
    /// a file for each module that reads tables (its statics, the lookups declared with them
    /// and their proofs) and the registry, one file after another (each starts with its
    /// `// @generated` line), or into a directory with --out.
    Emit {
        /// Write the files (between.rs, magic.rs, …, registry.rs) into this directory instead
        /// of standard output.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Write one self-contained HTML page to explore every table in a browser: pick a table,
    /// click squares and blockers, see the answer, its twin's, the source row it comes from,
    /// and each step of a magic or PEXT index. It opens from disk, with no network.
    Explore {
        /// The page to write.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// An engine's baked tables instead of chess-lut's: the description its build script
        /// wrote (OUT_DIR/NAME.json); or the engine's crate, to read its package's in its
        /// target directory; or a target directory holding one crate's.
        #[arg(long, value_name = "FILE or DIR")]
        tables: Option<PathBuf>,
    },
    /// Lookup or calculation, on this machine: each relation's table against its computed
    /// twin (throughput, latency and random-boards regimes), every slider strategy of this
    /// build, and perft per strategy; a table of ns per call and ratios, then what to use
    /// here. Progress on stderr. Build it with --release (and -C target-cpu=native for PEXT).
    Bench(BenchArgs),
    /// Check every lookup against its calculation over its whole domain; exit 1 on any
    /// difference.
    Verify,
    /// Check the black magics the tables were built from (codegen/src/magic_factors.rs): no
    /// factor and no overlap of blocks puts two attack sets into one slot, and the built
    /// tables hold them; exit 1 on any difference. With --search, look for a smaller packing
    /// instead and write it to codegen/src/magic_factors.rs.
    Magics(MagicsArgs),
    /// Name an engine's own tables: for each table in its files (Rust statics and consts, C
    /// and C++ arrays, or raw binaries with --shape and --type), the chess-lut lookup equal to
    /// it on every cell, in whichever square order (a1, a8, h1 or h8 = 0) and order of axes it
    /// has, as the line that fills it (`BETWEEN[a][b] = chess_lut::in_between(a, b)`); where
    /// none is, the nearest and how it differs. Arrays of structs are named and skipped.
    Match(MatchArgs),
    /// The Polyglot key of a position (what an opening book in the Polyglot format is looked up
    /// by), printed as `0x463b96181691fc9c`.
    Key {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Count the leaf nodes of the legal move tree (perft) with a move generator built only
    /// on chess-lut; the last line is `nodes N time_ms T mnps X threads N sliders S geometry G
    /// code C sliders_chosen R` (R: measured, or asked with --sliders).
    Perft(PerftArgs),
}

/// `bench`'s arguments.
#[derive(Args)]
struct BenchArgs {
    /// About how long to take, in seconds.
    #[arg(long, default_value = "20", allow_hyphen_values = true)]
    seconds: String,
    /// Also write the figures as a bar chart to this SVG file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Also write the figures, tab-separated, to this file (what --from reads).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Measure nothing: report (and with --svg, draw) the figures in this file, as --save
    /// writes them (the report script hands criterion's figures over this way).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["seconds", "code"])]
    from: Option<PathBuf>,
    /// The code the loops and perft run in: build (what the build targets) or bmi2 (copies
    /// compiled with popcnt, lzcnt, BMI1, BMI2 and AVX2, and AVX-512 where the CPU has it, for a
    /// build without them on a CPU with them). By default bmi2 where it can run, build elsewhere.
    #[arg(long)]
    code: Option<String>,
}

/// `match`'s arguments.
#[derive(Args)]
struct MatchArgs {
    /// The engine's files: Rust (.rs), C or C++ (.c, .h, .cpp, .hpp …; any other text is read
    /// as either), or binaries with --shape.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Read each file as one raw table of this shape, dimensions joined by x (64x64, 2x64).
    #[arg(long)]
    shape: Option<String>,
    /// A raw table's element type: u8, u16, u32, u64 (the default), i8, i16, i32, i64.
    #[arg(long = "type", value_name = "TYPE", requires = "shape")]
    ty: Option<String>,
    /// A raw table's values are big-endian (little-endian by default).
    #[arg(long, requires = "shape")]
    big_endian: bool,
    /// The answers as JSON, one object per table, for a script.
    #[arg(long)]
    json: bool,
}

/// `magics`'s arguments.
#[derive(Args)]
struct MagicsArgs {
    /// Search for this many seconds for a shorter shared table: new factors for the
    /// squares, and blocks moved into each other's unused slots.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    search: Option<String>,
    /// The search's seed (any number; hex with 0x).
    #[arg(long, default_value = "0x5EED", requires = "search")]
    seed: String,
    /// Start from factors of the search's own instead of the committed set (and write the
    /// result even if it is longer).
    #[arg(long, requires = "search")]
    fresh: bool,
    /// Where --search writes the data file.
    #[arg(long, value_name = "FILE", requires = "search")]
    out: Option<PathBuf>,
}

/// `perft`'s arguments.
#[derive(Args)]
struct PerftArgs {
    /// How many plies deep, 0 to 15.
    #[arg(allow_hyphen_values = true)]
    depth: String,
    #[command(flatten)]
    position: PositionArgs,
    /// Print the count under each root move first, one `e2e4: N` line each, sorted.
    #[arg(long)]
    divide: bool,
    /// Where slider attacks come from: magic, pext, pext-compact (BMI2 targets),
    /// kindergarten, hyperbola, dual (in one AVX2 register where the CPU has it), or calc
    /// (no table). By default the fastest on this CPU,
    /// measured in a few milliseconds before counting (PEXT is slow microcode on AMD
    /// before Zen 3).
    #[arg(long)]
    sliders: Option<String>,
    /// Where the rest of the geometry comes from: tables or calc.
    #[arg(long, default_value = "tables")]
    geometry: String,
    /// How many threads count the tree, 1 to 1024; by default every core. The counts and
    /// the divide are the same for any number.
    #[arg(long, allow_hyphen_values = true)]
    threads: Option<String>,
    /// The generator's code: build (what the build targets) or bmi2 (a copy compiled with
    /// popcnt, lzcnt, BMI1, BMI2 and AVX2, and AVX-512 where the CPU has it, for a build without
    /// them on a CPU with them). By
    /// default bmi2 where it can run, build elsewhere.
    #[arg(long)]
    code: Option<String>,
}

/// A position as `key` and `perft` read it: a FEN, its rules, and moves to play from it.
#[derive(Args)]
struct PositionArgs {
    /// The position, a FEN (the start position if not given). Castling as KQkq, or the
    /// rooks' files (Shredder-FEN, X-FEN) in Chess960.
    #[arg(long)]
    fen: Option<String>,
    /// Play by Chess960 rules: castling moves the king to g1 or c1 and the rook to f1 or
    /// d1 from wherever they start; castling is written king-takes-rook (e1h1).
    #[arg(long)]
    chess960: bool,
    /// Play these UCI moves from the position first (one or more, after the flag).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = io::stdout().lock();
    exit_code(run(cli, &mut out).and_then(|code| Ok(out.flush().map(|()| code)?)))
}

/// Runs the command, its answer into `out`: a few lines per subcommand, the longer ones a
/// function below or in the library's module of that name.
fn run(cli: Cli, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match cli.command {
        None => Ok(overview(out)?),
        Some(Command::List { tables }) => {
            output(None, &list::list(load(tables.as_deref())?.as_ref()), out)
        }
        Some(Command::Show {
            table,
            args,
            occupied,
            svg,
            tables,
        }) => show::command(
            &table,
            &args,
            occupied.as_deref(),
            svg.as_deref(),
            tables.as_deref(),
            out,
        ),
        Some(Command::Dump {
            table,
            format,
            out: path,
            tables,
        }) => dump_table(&table, format, path.as_deref(), tables.as_deref(), out),
        Some(Command::Emit { out: dir }) => emit(dir.as_deref(), out),
        Some(Command::Explore { out: path, tables }) => explore_page(&path, tables.as_deref(), out),
        Some(Command::Bench(b)) => bench_command(b, out),
        Some(Command::Verify) => Ok(verify::all(true, out)?),
        Some(Command::Magics(m)) => magics_command(m, out),
        Some(Command::Key { position: p }) => {
            let pos = args::position(p.fen.as_deref(), p.chess960, &p.moves)?;
            writeln!(out, "{:#018x}", pos.polyglot_key())?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Perft(p)) => perft_command(p, out),
        Some(Command::Match(m)) => match_command(m, out),
    }
}

/// `match`: each file's tables, named, as text or one JSON list.
fn match_command(m: MatchArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let raw = match &m.shape {
        Some(shape) => Some(matching::Raw {
            shape: matching::read::shape(shape)?,
            ty: m.ty.unwrap_or_else(|| "u64".into()),
            big_endian: m.big_endian,
        }),
        None => None,
    };
    // every file read before anything is said: a bad one is one line, and nothing else
    let files: Vec<(String, Vec<matching::read::Item>)> = m
        .files
        .iter()
        .map(|f| Ok((f.display().to_string(), matching::items(f, raw.as_ref())?)))
        .collect::<Result<_, String>>()?;
    let all = matching::ours::all();
    if m.json {
        let objects: Vec<String> = files
            .iter()
            .flat_map(|(file, items)| matching::json(file, items, &all))
            .collect();
        writeln!(out, "[{}]", objects.join(",\n"))?;
    } else {
        for (file, items) in &files {
            out.write_all(matching::text(file, items, &all).as_bytes())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `bench`: its arguments read, the loops measured (or the figures read from `--from`) and
/// reported into `out`.
fn bench_command(b: BenchArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let seconds = args::seconds("--seconds", &b.seconds, MAX_BENCH_SECONDS)?;
    let code = args::code(b.code.as_deref())?;
    let files = bench::Files {
        svg: b.svg.as_deref(),
        save: b.save.as_deref(),
        from: b.from.as_deref(),
    };
    bench::command(seconds, code, &files, out)
}

/// `magics`: the committed factors checked; with `--search`, a search for a smaller packing,
/// written to `--out` (codegen/src/magic_factors.rs by default).
fn magics_command(m: MagicsArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Some(seconds) = m.search else {
        return Ok(magics::check(out)?);
    };
    let seconds = args::seconds("--search", &seconds, MAX_SEARCH_SECONDS)?;
    let seed = args::seed("--seed", &m.seed)?;
    let path = m.out.unwrap_or_else(magics::default_out);
    magics::search(seconds, seed, m.fresh, &path, out)
}

/// `perft`: the tree counted as its arguments ask, the count (and the divide) into `out`.
fn perft_command(p: PerftArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let request = perft::Request {
        depth: &p.depth,
        fen: p.position.fen.as_deref(),
        chess960: p.position.chess960,
        moves: &p.position.moves,
        divide: p.divide,
        sliders: p.sliders.as_deref(),
        geometry: &p.geometry,
        threads: p.threads.as_deref(),
        code: p.code.as_deref(),
    };
    output(None, &perft::run(&request)?, out)
}

/// `dump`: a table's values in `format`, into the file at `path` or into `out`; chess-lut's
/// table, or an engine's read from the description at `tables`.
fn dump_table(
    table: &str,
    format: dump::Format,
    path: Option<&Path>,
    tables: Option<&Path>,
    out: &mut impl Write,
) -> Result<ExitCode, Stop> {
    let baked = load(tables)?;
    let text = dump::dump(table, format, baked.as_ref())?;
    let done = output(path, &text, out)?;
    // which description the answer came from, on stderr: stdout holds the answer alone
    if let Some(baked) = &baked {
        note(format_args!("read {}", baked.path.display()));
    }
    Ok(done)
}

/// The engine's baked tables the description at `tables` (or found there) holds, if given.
fn load(tables: Option<&Path>) -> Result<Option<baked::Baked>, Stop> {
    Ok(tables.map(baked::load).transpose()?)
}

/// `emit`: chess-lut's generated files, into the directory `dir` (made if it is missing), or
/// one after the other into `out`.
fn emit(dir: Option<&Path>, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Some(dir) = dir else {
        for (_, text) in chess_lut::tables::GENERATED_FILES {
            out.write_all(text.as_bytes())?;
        }
        return Ok(ExitCode::SUCCESS);
    };
    // a directory to vendor into is made, as `mkdir -p` would
    fs::create_dir_all(dir)
        .map_err(|e| format!("cannot make the directory {}: {e}", dir.display()))?;
    for (name, text) in chess_lut::tables::GENERATED_FILES {
        write_file(&dir.join(name), text)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `explore`: the page of chess-lut's tables, or of an engine's read from `tables`, into the
/// file at `path`.
fn explore_page(
    path: &Path,
    tables: Option<&Path>,
    out: &mut impl Write,
) -> Result<ExitCode, Stop> {
    let (page, from) = match tables {
        Some(tables) => {
            let baked = baked::load(tables)?;
            let from = format!(", the tables of {}", baked.path.display());
            (explore::baked::page(&baked), from)
        }
        None => (explore::page(), String::new()),
    };
    write_file(path, &page)?;
    writeln!(
        out,
        "wrote {} ({} KiB{from}): open it in a browser",
        path.display(),
        page.len() / 1024
    )?;
    Ok(ExitCode::SUCCESS)
}

fn overview(out: &mut impl Write) -> io::Result<ExitCode> {
    writeln!(
        out,
        "chess-lut {}: square-relation tables, generated at compile time\n",
        env!("CARGO_PKG_VERSION")
    )?;
    writeln!(out, "{}", list::tables())?;
    let code = verify::all(false, out)?;
    writeln!(out, "\n{TOUR}")?;
    Ok(code)
}
