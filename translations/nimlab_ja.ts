<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>App</name>
    <message>
        <source>Session restored.</source>
        <translation>セッションを復元しました。</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;: use en, ja or yue.</source>
        <translation>不明な言語「%1」です。en、ja、yue のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>NimLab: Nim, Fibonacci Nim, Wythoff&apos;s game and the nim-sum.</source>
        <translation>NimLab：ニム、フィボナッチ・ニム、ワイソフのゲーム、ニム和。</translation>
    </message>
    <message>
        <source>Language: en, ja or yue.</source>
        <translation>言語：en、ja、yue のいずれか。</translation>
    </message>
    <message>
        <source>Tab to show: nimsum, nim, fibnim, wythoff or sums.</source>
        <translation>表示するタブ：nimsum、nim、fibnim、wythoff、sums のいずれか。</translation>
    </message>
    <message>
        <source>Render the window to a PNG file after start-up and exit.</source>
        <translation>起動後にウィンドウを PNG ファイルに描画して終了します。</translation>
    </message>
    <message>
        <source>Unknown tab &apos;%1&apos;: use %2.</source>
        <translation>不明なタブ「%1」です。%2 のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>--worksheet needs --game nim|fibnim|wythoff|sum, --level 1|2|3, --count C and --seed S.</source>
        <translation>--worksheet には --game nim|fibnim|wythoff|sum、--level 1|2|3、--count C、--seed S が必要です。</translation>
    </message>
    <message>
        <source>--worksheet needs the name of the PDF file to write.</source>
        <translation>--worksheet には書き出す PDF ファイルの名前が必要です。</translation>
    </message>
    <message>
        <source>Show the tab&apos;s &quot;What is this game?&quot; page (a game tab).</source>
        <translation>タブの「どんなゲーム？」ページを表示します（ゲームのタブ）。</translation>
    </message>
    <message>
        <source>Write a practice worksheet with its answer key to a PDF file and exit (with --game, --level, --count and --seed, as nimlab-cli exercise takes them).</source>
        <translation>練習プリントを解答付きで PDF ファイルに書き出して終了します（--game、--level、--count、--seed を nimlab-cli exercise と同じように指定します）。</translation>
    </message>
    <message>
        <source>The worksheet&apos;s game: nim, fibnim, wythoff or sum.</source>
        <translation>プリントのゲーム：nim、fibnim、wythoff、sum のいずれか。</translation>
    </message>
    <message>
        <source>The worksheet&apos;s level: 1, 2 or 3.</source>
        <translation>プリントのレベル：1、2、3 のいずれか。</translation>
    </message>
    <message>
        <source>How many exercises the worksheet has: 1 to 1000.</source>
        <translation>プリントの練習問題の数：1〜1000。</translation>
    </message>
    <message>
        <source>The worksheet&apos;s seed: the same seed gives the same exercises.</source>
        <translation>プリントのシード：同じシードからは同じ練習問題ができます。</translation>
    </message>
    <message>
        <source>--%1 goes with --worksheet.</source>
        <translation>--%1 は --worksheet と一緒に指定してください。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The option --%1 does not apply to the command &apos;%2&apos;.</source>
        <translation>オプション --%1 はコマンド「%2」には使えません。</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;. Run nimlab-cli --help for the list of commands.</source>
        <translation>不明なコマンド「%1」です。コマンドの一覧は nimlab-cli --help で表示できます。</translation>
    </message>
    <message>
        <source>Wrong number of arguments. Usage: nimlab-cli %1</source>
        <translation>引数の数が正しくありません。使い方：nimlab-cli %1</translation>
    </message>
    <message>
        <source>The number of coins</source>
        <translation>コインの枚数</translation>
    </message>
    <message>
        <source>The quota</source>
        <translation>クォータ</translation>
    </message>
    <message>
        <source>%1 coins, quota %2.</source>
        <translation>コイン%1枚、クォータ%2。</translation>
    </message>
    <message>
        <source>Zeckendorf representation: %1 = %2; smallest term %3.</source>
        <translation>ゼッケンドルフ表現：%1 = %2、最小の項は%3。</translation>
    </message>
    <message>
        <source>The quota %1 is at least %2, so the player to move wins.</source>
        <translation>クォータ%1は%2以上なので、手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>Winning moves (take): %1</source>
        <translation>勝利手（取る枚数）：%1</translation>
    </message>
    <message>
        <source>The quota allows taking every coin.</source>
        <translation>クォータの範囲内ですべてのコインを取れます。</translation>
    </message>
    <message>
        <source>The quota %1 is below %2, so the player to move loses against best play.</source>
        <translation>クォータ%1は%2より小さいので、相手が最善を尽くすと手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>A pile</source>
        <translation>山のコインの枚数</translation>
    </message>
    <message>
        <source>--quota needs one quota per pile, separated by commas.</source>
        <translation>--quota には山ごとに1つずつ、カンマ区切りでクォータを指定してください。</translation>
    </message>
    <message>
        <source>A quota</source>
        <translation>クォータ</translation>
    </message>
    <message>
        <source>The piles are too big for the Grundy table.</source>
        <translation>山が大きすぎて、グランディ値の表では扱えません。</translation>
    </message>
    <message>
        <source>Pile %1: %2 coins, quota %3, Grundy value g = %4</source>
        <translation>山%1：コイン%2枚、クォータ%3、グランディ値 g = %4</translation>
    </message>
    <message>
        <source>Nim-sum of the Grundy values: %1</source>
        <translation>グランディ値のニム和：%1</translation>
    </message>
    <message>
        <source>The player to move wins.</source>
        <translation>手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>The player to move loses.</source>
        <translation>手番のプレイヤーが負けます。</translation>
    </message>
    <message>
        <source>Winning moves:</source>
        <translation>勝利手：</translation>
    </message>
    <message>
        <source>The global variant is solved by search only up to %1 coins in all; this position has %2.</source>
        <translation>グローバル版を探索で解けるのは合計%1枚までです。この局面には%2枚あります。</translation>
    </message>
    <message>
        <source>The position is too big to search.</source>
        <translation>局面が大きすぎて探索できません。</translation>
    </message>
    <message>
        <source>Piles: %1; one quota for the whole game: %2</source>
        <translation>山：%1、ゲーム全体で共通のクォータ：%2</translation>
    </message>
    <message>
        <source>Positions searched: %1</source>
        <translation>探索した局面の数：%1</translation>
    </message>
    <message>
        <source>fibnim-grundy needs --max N.</source>
        <translation>fibnim-grundy には --max N が必要です。</translation>
    </message>
    <message>
        <source>The largest pile</source>
        <translation>最大の山</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>0 has no terms: it is the empty sum.</source>
        <translation>0 には項がありません（空の和です）。</translation>
    </message>
    <message>
        <source>A heap</source>
        <translation>山のコインの枚数</translation>
    </message>
    <message>
        <source>Heaps: %1</source>
        <translation>山：%1</translation>
    </message>
    <message>
        <source>Nim-sum: %1 (binary %2)</source>
        <translation>ニム和：%1（2進数 %2）</translation>
    </message>
    <message>
        <source>Misère play: the player who takes the last coin loses.</source>
        <translation>逆形：最後のコインを取ったプレイヤーが負けです。</translation>
    </message>
    <message>
        <source>nimsum needs --method xor|mex|blocks and --size N.</source>
        <translation>nimsum には --method xor|mex|blocks と --size N が必要です。</translation>
    </message>
    <message>
        <source>Unknown method &apos;%1&apos;: use xor, mex or blocks.</source>
        <translation>不明な方法「%1」です。xor、mex、blocks のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>The size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Unknown example &apos;%1&apos;: use one of %2.</source>
        <translation>不明な例「%1」です。%2 のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>--from</source>
        <translation>--from</translation>
    </message>
    <message>
        <source>--count</source>
        <translation>--count</translation>
    </message>
    <message>
        <source>The index does not fit in 64 bits.</source>
        <translation>番号が64ビットに収まりません。</translation>
    </message>
    <message>
        <source>The P-position for n = %1 does not fit in 64 bits (the last one is n = %2).</source>
        <translation>n = %1 の後手必勝形は64ビットに収まりません（収まる最後のものは n = %2 です）。</translation>
    </message>
    <message>
        <source>wythoff-grundy needs --size N.</source>
        <translation>wythoff-grundy には --size N が必要です。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>コマンド：</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;: use en, ja or yue.</source>
        <translation>不明な言語「%1」です。en、ja、yue のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>NimLab&apos;s analyses of Nim, Fibonacci Nim, Wythoff&apos;s game and the nim-sum table, as text or JSON.</source>
        <translation>ニム、フィボナッチ・ニム、ワイソフのゲーム、ニム和表の NimLab による解析を、テキストまたは JSON で出力します。</translation>
    </message>
    <message>
        <source>Answer in JSON (English keys).</source>
        <translation>JSON で出力します（キーは英語）。</translation>
    </message>
    <message>
        <source>Language of the text answers: en, ja or yue.</source>
        <translation>テキスト出力の言語：en、ja、yue。</translation>
    </message>
    <message>
        <source>Fibonacci Nim quota (for fibnim-multi: one per pile, comma-separated).</source>
        <translation>フィボナッチ・ニムのクォータ（fibnim-multi では山ごとに1つ、カンマ区切り）。</translation>
    </message>
    <message>
        <source>Largest pile of the Grundy table.</source>
        <translation>グランディ値の表の最大の山。</translation>
    </message>
    <message>
        <source>First index of the P-positions.</source>
        <translation>後手必勝形の最初の番号。</translation>
    </message>
    <message>
        <source>Number of P-positions.</source>
        <translation>後手必勝形の個数。</translation>
    </message>
    <message>
        <source>Table size N (an N x N table).</source>
        <translation>表のサイズ N（N × N の表）。</translation>
    </message>
    <message>
        <source>Nim-sum table method: xor, mex or blocks.</source>
        <translation>ニム和表の作成方法：xor、mex、blocks。</translation>
    </message>
    <message>
        <source>Print the table as CSV.</source>
        <translation>表を CSV で出力します。</translation>
    </message>
    <message>
        <source>Print the sum of all entries and the build time instead of the table.</source>
        <translation>表の代わりに、全要素の和と作成時間を出力します。</translation>
    </message>
    <message>
        <source>The analysis to run (see Commands).</source>
        <translation>実行する解析（「コマンド」を参照）。</translation>
    </message>
    <message>
        <source>Its numbers.</source>
        <translation>その数値。</translation>
    </message>
    <message>
        <source>Numbers may not have a sign: &apos;%1&apos;.</source>
        <translation>数値に符号は付けられません：「%1」</translation>
    </message>
    <message>
        <source>No command given. Run nimlab-cli --help for the list of commands.</source>
        <translation>コマンドが指定されていません。コマンドの一覧は nimlab-cli --help で表示できます。</translation>
    </message>
    <message>
        <source>%1: sum of all entries %2, built in %3 ms.</source>
        <translation>%1：全要素の和 %2、作成時間 %3 ms。</translation>
    </message>
    <message>
        <source>g(n, q) for n up to %1</source>
        <translation>n = %1 までの g(n, q)</translation>
    </message>
    <message>
        <source>Method %1, size %2</source>
        <translation>方法 %1、サイズ%2</translation>
    </message>
    <message>
        <source>Grundy values of Wythoff&apos;s game, size %1</source>
        <translation>ワイソフのゲームのグランディ値、サイズ%1</translation>
    </message>
    <message>
        <source>Position (%1, %2)</source>
        <translation>局面 (%1, %2)</translation>
    </message>
    <message>
        <source>P-position: the player who just moved wins; the player to move loses.</source>
        <translation>後手必勝形（〇）：直前に手を打ったプレイヤーが勝ち、手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>N-position: the player to move wins.</source>
        <translation>後手必敗形（×）：手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>Winning moves (to):</source>
        <translation>勝利手（移動先）：</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3 written in decimal digits, not &apos;%4&apos;.</source>
        <translation>%1には%2から%3までの整数を10進数の数字で指定してください（「%4」は無効です）。</translation>
    </message>
    <message>
        <source>Cannot write the answer: %1</source>
        <translation>出力を書き込めません：%1</translation>
    </message>
    <message>
        <source>The option --%1 is given more than once.</source>
        <translation>オプション --%1 が複数回指定されています。</translation>
    </message>
    <message>
        <source>--json and --csv cannot be used together.</source>
        <translation>--json と --csv は同時に指定できません。</translation>
    </message>
    <message>
        <source>Fibonacci Nim with one pile: the Zeckendorf representation against the quota, and the winning moves.</source>
        <translation>1つの山のフィボナッチ・ニム：ゼッケンドルフ表現とクォータの比較、および勝利手。</translation>
    </message>
    <message>
        <source>Fibonacci Nim with several piles, each with its own quota: Grundy values and their nim-sum.</source>
        <translation>複数の山のフィボナッチ・ニム（山ごとに別々のクォータ）：グランディ値とそのニム和。</translation>
    </message>
    <message>
        <source>Fibonacci Nim with several piles and one quota for the whole game, solved by search.</source>
        <translation>複数の山とゲーム全体で共通のクォータによるフィボナッチ・ニムを、探索で解きます。</translation>
    </message>
    <message>
        <source>The Grundy values g(n, q) of Fibonacci Nim for every pile n up to N.</source>
        <translation>フィボナッチ・ニムのグランディ値 g(n, q)（山 n は N まで）。</translation>
    </message>
    <message>
        <source>The Zeckendorf representation of N: the sum of non-consecutive Fibonacci numbers.</source>
        <translation>N のゼッケンドルフ表現：連続しないフィボナッチ数の和。</translation>
    </message>
    <message>
        <source>Nim: the nim-sum of the heaps, who wins, and every winning move.</source>
        <translation>ニム：山のニム和、どちらが勝つか、およびすべての勝利手。</translation>
    </message>
    <message>
        <source>The nim-sum table of size N built by one of the three methods.</source>
        <translation>3つの方法のいずれかで作成した、サイズ N のニム和表。</translation>
    </message>
    <message>
        <source>A worked example of the articles, step by step.</source>
        <translation>記事にある例を1ステップずつ表示します。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game: whether (X, Y) is a P-position, and every winning move.</source>
        <translation>ワイソフのゲーム：(X, Y) が後手必勝形かどうか、およびすべての勝利手。</translation>
    </message>
    <message>
        <source>The P-positions of Wythoff&apos;s game (floor(n phi), floor(n phi^2)).</source>
        <translation>ワイソフのゲームの後手必勝形 (floor(n phi), floor(n phi^2))。</translation>
    </message>
    <message>
        <source>The Grundy values of Wythoff&apos;s game for piles up to N - 1.</source>
        <translation>各山のコインが N - 1 枚までのワイソフのゲームのグランディ値。</translation>
    </message>
    <message>
        <source>The article&apos;s move: %1.</source>
        <translation>元記事の手：%1。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a component: write %2.</source>
        <translation>「%1」は成分ではありません。%2 のいずれかの形式で指定してください。</translation>
    </message>
    <message>
        <source>A Nim heap</source>
        <translation>ニムの山のコインの枚数</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos; in &apos;%2&apos;: write %3.</source>
        <translation>「%2」の「%1」は不明なゲームです。%3 のいずれかの形式で指定してください。</translation>
    </message>
    <message>
        <source>sum does not take --misere. %1</source>
        <translation>sum には --misere は使えません。%1</translation>
    </message>
    <message>
        <source>One game alone (normal play): its value decides who wins.</source>
        <translation>ゲームが1つだけです（正規形）。その値で勝敗が決まります。</translation>
    </message>
    <message>
        <source>A sum of %1 games (normal play): a move is a move in exactly one of them.</source>
        <translation>%1個のゲームの和（正規形）：1手では、そのうちちょうど1つのゲームで手を打ちます。</translation>
    </message>
    <message>
        <source>The values in binary:</source>
        <translation>値の2進数表示：</translation>
    </message>
    <message>
        <source>A sum of games (Nim heaps, Fibonacci Nim piles, Wythoff positions): each component&apos;s Grundy value and why, their nim-sum, who wins, and every winning move.</source>
        <translation>ゲームの和（ニムの山、フィボナッチ・ニムの山、ワイソフのゲームの局面）：各成分のグランディ値とその理由、それらのニム和、どちらが勝つか、およびすべての勝利手。</translation>
    </message>
    <message>
        <source>exercise needs --game nim|fibnim|wythoff|sum, --level 1|2|3, --count C and --seed S.</source>
        <translation>exercise には --game nim|fibnim|wythoff|sum、--level 1|2|3、--count C、--seed S が必要です。</translation>
    </message>
    <message>
        <source>Exercise %1: %2</source>
        <translation>練習問題%1：%2</translation>
    </message>
    <message>
        <source>Practice: C positions of a game at a level, whether each is won and every winning move; the same seed gives the same exercises.</source>
        <translation>練習：あるゲームのあるレベルの局面をC個、それぞれ勝ちの局面かどうかとすべての勝利手とともに出力します。同じシードからは同じ練習問題ができます。</translation>
    </message>
    <message>
        <source>Game of the exercises: nim, fibnim, wythoff or sum.</source>
        <translation>練習問題のゲーム：nim、fibnim、wythoff、sum のいずれか。</translation>
    </message>
    <message>
        <source>Level of the exercises: 1, 2 or 3.</source>
        <translation>練習問題のレベル：1、2、3 のいずれか。</translation>
    </message>
    <message>
        <source>Seed of the exercises: the same seed gives the same exercises.</source>
        <translation>練習問題のシード：同じシードからは同じ練習問題ができます。</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>Try it yourself: press &quot;Play from this position&quot; at the first step and find the winning move against the computer, then type heaps of your own in the start position.</source>
        <translation>やってみましょう：最初のステップで「この局面から対局する」を押し、コンピュータを相手に勝利手を見つけてください。次に、開始局面に自分で山を入力してみましょう。</translation>
    </message>
    <message>
        <source>Try it yourself: in the nim-sum table tab, build the 8 x 8 table step by step by XOR, by mex and by 2^k blocks, and compare the three.</source>
        <translation>やってみましょう：ニム和表のタブで、8 x 8 の表を排他的論理和、未使用最小整数（mex）、2^k のブロックの3つの方法で1ステップずつ作り、比べてみましょう。</translation>
    </message>
    <message>
        <source>Try it yourself: play 10 coins against the computer on the Play page, finding the smallest Zeckendorf term at every move.</source>
        <translation>やってみましょう：プレイのページでコンピュータを相手に10枚から対局し、毎手ゼッケンドルフ表現の最小の項を見つけてください。</translation>
    </message>
    <message>
        <source>Try it yourself: start from 21 coins with the computer moving first, and answer each of its moves so that it never reaches the smallest Zeckendorf term.</source>
        <translation>やってみましょう：コンピュータを先手にして21枚から始め、コンピュータがゼッケンドルフ表現の最小の項を取れないように毎手応じてください。</translation>
    </message>
    <message>
        <source>Try it yourself: on the Play page, tick &quot;Show P-positions&quot; and play from (7, 9) against the computer, always moving the queen to a P-position.</source>
        <translation>やってみましょう：プレイのページで「後手必勝形を表示」にチェックを入れ、(7, 9) からコンピュータと対局し、クイーンを毎回後手必勝形へ動かしてください。</translation>
    </message>
    <message>
        <source>Try it yourself: press &quot;Play this sum&quot;, make one of the winning moves, then add a component of your own and find the new winning moves.</source>
        <translation>やってみましょう：「この和で対局する」を押して勝利手の1つを打ち、次に自分で成分を加えて新しい勝利手を見つけてください。</translation>
    </message>
</context>
<context>
    <name>ExampleFigure</name>
    <message>
        <source>nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>heap %1 (%2 → %3)</source>
        <translation>山%1（%2 → %3）</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>山%1</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>FibNimAnalysis</name>
    <message>
        <source>The game is over: the player who took the last coin has won.</source>
        <translation>対局は終了しました。最後のコインを取ったプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>The nim-sum is not 0: the player to move wins.</source>
        <translation>ニム和は0ではありません。手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>The nim-sum is 0: the player to move loses against best play.</source>
        <translation>ニム和は0です。相手が最善を尽くすと、手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>The player to move wins.</source>
        <translation>手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>The player to move loses against best play: the opponent wins.</source>
        <translation>相手が最善を尽くすと手番のプレイヤーは負け、相手が勝ちます。</translation>
    </message>
    <message>
        <source>%1 is a Fibonacci number, so its Zeckendorf representation is %1 itself.</source>
        <translation>%1はフィボナッチ数なので、そのゼッケンドルフ表現は%1そのものです。</translation>
    </message>
    <message>
        <source>Zeckendorf representation: %1 (each Fibonacci number at most once and never two consecutive ones; the greedy algorithm takes the largest Fibonacci number that fits until 0 is left). Its smallest term is %2.</source>
        <translation>ゼッケンドルフ表現：%1（各フィボナッチ数を最大でも1回しか使わず、連続する2つのフィボナッチ数を使わない表現です。貪欲アルゴリズムは、0になるまで引ける最大のフィボナッチ数を繰り返し引いていきます）。最小の項は%2です。</translation>
    </message>
    <message>
        <source>Pile %1: %2 coins, quota %3, Grundy value g(%2, %3) = %4</source>
        <translation>山%1：コイン%2枚、クォータ%3、グランディ値 g(%2, %3) = %4</translation>
    </message>
    <message>
        <source>Piles %1, %2 coins in all; one quota for the whole game: %3 (twice the previous move, whichever pile it was from).</source>
        <translation>山 %1、合計%2枚。ゲーム全体で共通のクォータ：%3（前の手がどの山で行われたかに関係なく、その2倍）。</translation>
    </message>
    <message>
        <source>The quota %1 is at least the %2 coins left: every coin may be taken.</source>
        <translation>クォータ%1は残りのコイン%2枚以上なので、すべてのコインを取れます。</translation>
    </message>
    <message>
        <source>The quota is %1 and the smallest Zeckendorf term is %2: %1 ≥ %2.</source>
        <translation>クォータは%1、ゼッケンドルフ表現の最小の項は%2で、%1 ≥ %2 です。</translation>
    </message>
    <message>
        <source>The quota is %1, below the smallest Zeckendorf term %2: %1 &lt; %2.</source>
        <translation>クォータは%1で、ゼッケンドルフ表現の最小の項%2より小さくなっています（%1 &lt; %2）。</translation>
    </message>
    <message>
        <source>Nim-sum of the Grundy values: %1 = %2</source>
        <translation>グランディ値のニム和：%1 = %2</translation>
    </message>
    <message>
        <source>No formula is known for this variant: NimLab searches every continuation (%1 positions of the piles).</source>
        <translation>このバリエーションには公式が知られていません。NimLab はすべての続きを探索します（山の局面は全部で%1個）。</translation>
    </message>
    <message>
        <source>take %1: every coin, the last one included</source>
        <translation>%1枚取る：最後のコインを含むすべてのコイン</translation>
    </message>
    <message>
        <source>No move wins.</source>
        <translation>勝利手はありません。</translation>
    </message>
    <message>
        <source>Winning moves (%1):</source>
        <translation>勝利手（%1通り）：</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…ほか%1通り</translation>
    </message>
    <message>
        <source>take %1: leaves %2 with quota %3 for the opponent, who answers by taking %4</source>
        <translation>%1枚取る：相手にはクォータ%3で%2枚が残り、相手は%4枚取って応じます</translation>
    </message>
    <message>
        <source>Taking all %1 coins takes the last coin, which wins at once.</source>
        <translation>%1枚すべてを取れば最後のコインを取ることになり、すぐに勝ちます。</translation>
    </message>
    <message>
        <source>Why taking the smallest term wins: after taking %1, %2 coins remain. The opponent&apos;s new quota is 2 × %1 = %3, below %4, the smallest Zeckendorf term of what remains, so the opponent is left in a losing position.</source>
        <translation>最小の項を取ると勝てる理由：%1枚取ると、残りは%2枚のコインです。相手の新しいクォータは 2 × %1 = %3 で、残りのゼッケンドルフ表現の最小の項%4より小さいので、相手は負けの局面に直面します。</translation>
    </message>
    <message>
        <source>Other winning moves are possible as well (listed above).</source>
        <translation>他の勝利手もあります（上の一覧を参照）。</translation>
    </message>
    <message>
        <source>By the Sprague-Grundy theorem, several piles together are worth the nim-sum of their Grundy values (nim-values). A move that makes the nim-sum 0 leaves the opponent a position from which every move makes it non-zero again. No complete description of these values is known; NimLab computes them by the mex rule, g(n, q) = mex{ g(n − k, 2k) : 1 ≤ k ≤ min(q, n) }.</source>
        <translation>スプレイグ=グランディの定理により、複数の山を合わせたゲームの値は、各山のグランディ値（ニム値）のニム和になります。ニム和を0にする手を打てば、相手はどの手を打ってもニム和を再び0でなくしてしまいます。これらの値の完全な記述は知られていません。NimLab は未使用最小整数（mex）の規則 g(n, q) = mex{ g(n − k, 2k) : 1 ≤ k ≤ min(q, n) } で計算します。</translation>
    </message>
    <message>
        <source>After each of these moves the search finds no winning move for the opponent at the new quota.</source>
        <translation>これらのどの手の後も、探索では新しいクォータで相手の勝利手は見つかりません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>The quota %1 is below %2, the smallest term of the Zeckendorf representation %3. Whatever the player to move takes, k coins, the opponent&apos;s new quota 2k reaches the smallest Zeckendorf term of what remains (or every coin), so the opponent can keep winning.</source>
        <translation>クォータ%1は、ゼッケンドルフ表現 %3 の最小の項%2より小さくなっています。手番のプレイヤーが何枚（k枚）取っても、相手の新しいクォータ2kは残りのコインのゼッケンドルフ表現の最小の項（またはすべてのコイン）に届くので、相手は勝ち続けることができます。</translation>
    </message>
    <message>
        <source>The Grundy values of the piles, %1, have nim-sum 0. Every move changes the value of one pile and so makes the nim-sum non-zero; the opponent can then make it 0 again.</source>
        <translation>各山のグランディ値 %1 のニム和は0です。どの手も1つの山の値を変えるのでニム和は0でなくなり、相手は再びニム和を0にすることができます。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>A search of every continuation (%1 positions) finds that each move leaves the opponent a winning position: with one quota for the whole game, the opponent can always answer.</source>
        <translation>すべての続き（%1局面）を探索すると、どの手も相手に勝ちの局面を残すことがわかります。ゲーム全体で共通のクォータなので、相手は常に応じることができます。</translation>
    </message>
    <message>
        <source>The starting value g(n, n − 1) is 0 for %1 values of n up to %2: %3.</source>
        <translation>開始時の値 g(n, n − 1) が0になる n は、%2 までに%1個あります：%3。</translation>
    </message>
    <message>
        <source>These are exactly the Fibonacci numbers in that range: the first player loses exactly when the pile is a Fibonacci number.</source>
        <translation>これらはちょうどその範囲のフィボナッチ数です。先手が負けるのは、山のコインの枚数がフィボナッチ数のとき、かつそのときに限ります。</translation>
    </message>
    <message>
        <source>These are not exactly the Fibonacci numbers in that range.</source>
        <translation>これらはその範囲のフィボナッチ数と一致しません。</translation>
    </message>
    <message>
        <source>take %1: %2 → %3, next quota %4</source>
        <translation>%1枚取る：%2 → %3、次のクォータは%4</translation>
    </message>
    <message>
        <source>pile %1: take %2: %3 → %4, next quota %5</source>
        <translation>山%1から%2枚取る：%3 → %4、次のクォータは%5</translation>
    </message>
    <message>
        <source>%1; %2 is below %3, the smallest Zeckendorf term of %4</source>
        <translation>%1（%2は%4のゼッケンドルフ表現の最小の項%3より小さい）</translation>
    </message>
    <message>
        <source>%1; the pile&apos;s Grundy value becomes %2, the nim-sum of the other piles, so the total is 0</source>
        <translation>%1（この山のグランディ値は他の山のニム和である%2になり、全体のニム和は0になります）</translation>
    </message>
</context>
<context>
    <name>FibNimExample</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Fibonacci Nim with %1 coins</source>
        <translation>コイン%1枚のフィボナッチ・ニム</translation>
    </message>
    <message>
        <source>The Zeckendorf representation of %1 is %2, and the first quota is %3. That is larger than %4, the smallest Fibonacci number in the representation, so the first player wins. One winning move is to take that smallest term, %4, leaving %5 coins.</source>
        <translation>%1のゼッケンドルフ表現は%2で、最初のクォータは%3です。これはゼッケンドルフ表現における最小のフィボナッチ数%4よりも大きいため、先手が勝ちます。勝利手の一つは、この最小のフィボナッチ数%4枚を取り、コインを%5枚残すことです。</translation>
    </message>
    <message>
        <source>%1 coins are left, with quota %2, which is at least the smallest term %3. The first player again takes the smallest Fibonacci number of the representation, %3, leaving %4 coins.</source>
        <translation>残りは%1枚のコインで、クォータは%2となり、ゼッケンドルフ表現の最小の項%3以上です。先手は再びこの表現における最小のフィボナッチ数%3枚を取り、コインを%4枚残します。</translation>
    </message>
    <message>
        <source>%1 coins are left; the Zeckendorf representation is %2 and the new quota is %3, smaller than %4: the second player cannot reach the smallest term. Taking %5 would let the first player win at once, so suppose the second player takes %6, leaving %7.</source>
        <translation>残りのコインは%1枚で、ゼッケンドルフ表現は%2です。新しいクォータは%3で%4より小さいので、後手はゼッケンドルフ表現の最小の項に届きません。%5枚取ると先手がすぐに勝つので、後手は%6枚取り、%7枚が残ったと仮定します。</translation>
    </message>
    <message>
        <source>%1 coins are left with quota %2: whether the second player takes %3 coins, the first player can take all the rest on the next move and wins.</source>
        <translation>残りのコインは%1枚で、クォータは%2です。後手が%3枚のどちらを取っても、次の手で先手が残りのコインをすべて取って勝ちます。</translation>
    </message>
    <message>
        <source>%1 is a Fibonacci number, so its Zeckendorf representation is %1 itself. The first quota is %2, smaller than %1, so the first player loses and the second player wins with best play.</source>
        <translation>%1はフィボナッチ数なので、そのゼッケンドルフ表現は%1そのものです。最初のクォータは%2で%1より小さいため、最善のプレイでは先手が負け、後手が勝ちます。</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>either number: taking 3 or 4 would let ...</comment>
        <translation>%1か%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>whether the player takes 1 or 2 coins</comment>
        <translation>%1か%2</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>最初の手</translation>
    </message>
    <message>
        <source>Coins left</source>
        <translation>残りのコイン</translation>
    </message>
    <message>
        <source>Zeckendorf form</source>
        <translation>ゼッケンドルフ表現</translation>
    </message>
    <message>
        <source>Second player&apos;s quota</source>
        <translation>後手のクォータ</translation>
    </message>
    <message>
        <source>Winning reply</source>
        <translation>応じる勝利手</translation>
    </message>
    <message>
        <source>take all %1</source>
        <comment>the winning reply</comment>
        <translation>%1枚すべて取る</translation>
    </message>
    <message>
        <source>take %1</source>
        <comment>the winning reply</comment>
        <translation>%1枚取る</translation>
    </message>
    <message>
        <source>take %1</source>
        <comment>a first move</comment>
        <translation>%1枚取る</translation>
    </message>
    <message>
        <source>Every one of the %1 first moves leaves the second player a winning position. The table lists them: the second player answers with the smallest Zeckendorf term of what is left, which the first player&apos;s new quota cannot reach, or takes everything when the quota allows.</source>
        <translation>先手の%1通りの最初の手はどれも、後手に勝ちの局面を残します。表はその一覧です。後手は、残りのコインのゼッケンドルフ表現の最小の項を取って応じます。先手の新しいクォータはこの項に届きません。クォータの範囲内ですべてを取れるときは、すべてを取ります。</translation>
    </message>
</context>
<context>
    <name>FibNimExplainer</name>
    <message>
        <source>A one-pile position is the number of coins and the quota.</source>
        <translation>山が1つの局面は、コインの枚数とクォータで表します。</translation>
    </message>
    <message>
        <source>The pile is empty: there is nothing to play.</source>
        <translation>山は空です。打てる手はありません。</translation>
    </message>
    <message>
        <source>A pile holds at most 10^18 = %1 coins.</source>
        <translation>1つの山のコインは最大で 10^18 = %1 枚です。</translation>
    </message>
    <message>
        <source>A game needs at least 2 coins: the first move may not take every coin.</source>
        <translation>対局には2枚以上のコインが必要です。最初の手ではすべてのコインを取ることはできません。</translation>
    </message>
    <message>
        <source>The quota must be at least 1.</source>
        <translation>クォータは1以上でなければなりません。</translation>
    </message>
    <message>
        <source>A game with several piles has 1 to %1 piles, each with its own quota.</source>
        <translation>複数の山のゲームでは、山の数は1から%1までで、山ごとにクォータがあります。</translation>
    </message>
    <message>
        <source>A game with one quota for every pile has 1 to %1 piles.</source>
        <translation>すべての山で共通のクォータを使うゲームでは、山の数は1から%1までです。</translation>
    </message>
    <message>
        <source>With several piles a pile holds at most %1 coins, so that the Grundy values are quick to compute; pile %2 has %3.</source>
        <translation>複数の山では、グランディ値をすばやく計算できるように、1つの山のコインは最大%1枚です。山%2には%3枚あります。</translation>
    </message>
    <message>
        <source>The variant with one quota for every pile is solved by search, up to %1 coins in all; this position has %2.</source>
        <translation>すべての山で共通のクォータを使うバリエーションは、合計%1枚まで探索で解きます。この局面には%2枚あります。</translation>
    </message>
    <message>
        <source>No pile can be played: a pile needs at least 2 coins at the start, since its first move may not take it whole.</source>
        <translation>プレイできる山がありません。山の最初の手ではすべてを取ることはできないので、開始時の山には2枚以上のコインが必要です。</translation>
    </message>
    <message>
        <source>Every pile is empty: there is nothing to play.</source>
        <translation>すべての山が空です。打てる手はありません。</translation>
    </message>
    <message>
        <source>Choose a pile and how many coins to take.</source>
        <translation>山と、取るコインの枚数を選んでください。</translation>
    </message>
    <message>
        <source>There is only one pile.</source>
        <translation>山は1つしかありません。</translation>
    </message>
    <message>
        <source>There is no pile %1.</source>
        <translation>山%1はありません。</translation>
    </message>
    <message>
        <source>Take at least one coin.</source>
        <translation>1枚以上のコインを取ってください。</translation>
    </message>
    <message>
        <source>Only 1 coin is left.</source>
        <translation>残りのコインは1枚だけです。</translation>
    </message>
    <message>
        <source>Only %1 coins are left.</source>
        <translation>残りのコインは%1枚だけです。</translation>
    </message>
    <message>
        <source>Pile %1 is empty.</source>
        <translation>山%1は空です。</translation>
    </message>
    <message>
        <source>Pile %1 has only %2 coins.</source>
        <translation>山%1には%2枚のコインしかありません。</translation>
    </message>
    <message>
        <source>The quota is %1: you may take at most %1 coins now (the first move may not take every coin; later moves at most twice the previous one).</source>
        <translation>クォータは%1です。今取れるコインは最大%1枚です（最初の手ではすべてのコインを取ることはできず、その後の手では前の手の2倍までです）。</translation>
    </message>
    <message>
        <source>Pile %1 cannot be played: its quota is 0, since its first move may not take it whole.</source>
        <translation>山%1はプレイできません。その山の最初の手ではすべてを取ることはできないため、クォータは0です。</translation>
    </message>
    <message>
        <source>The quota of pile %1 is %2: you may take at most %2 coins from it now.</source>
        <translation>山%1のクォータは%2です。今その山から取れるコインは最大%2枚です。</translation>
    </message>
    <message>
        <source>The quota is %1 (twice the previous move, whichever pile it was from): you may take at most %1 coins now.</source>
        <translation>クォータは%1です（前の手がどの山で行われたかに関係なく、その2倍）。今取れるコインは最大%1枚です。</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>These game options are not valid.</source>
        <translation>ゲームの設定が正しくありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>unknown game options</source>
        <translation>不明なゲーム設定です</translation>
    </message>
    <message>
        <source>a move after the end of the game</source>
        <translation>対局終了後の手があります</translation>
    </message>
    <message>
        <source>No move can be made from this position (there is no coin to take): the game would be over before it starts.</source>
        <translation>この局面からは1手も打てません（取れるコインがありません）。対局が始まる前に終わってしまいます。</translation>
    </message>
    <message>
        <source>The computer plays this move: press &quot;Play on from here&quot; and it moves.</source>
        <translation>この手はコンピューターが打ちます。「ここから続ける」を押すと打ちます。</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Three heaps of %1, %2 and %3 coins. Take from one heap at a time.</source>
        <translation>3つの山にコインが%1枚、%2枚、%3枚あります。1手では1つの山からだけ取ります。</translation>
    </message>
    <message>
        <source>A pile of %1 coins: the first move may take 1 to %2 of them.</source>
        <translation>コイン%1枚の山：最初の手では1枚から%2枚まで取れます。</translation>
    </message>
    <message>
        <source>Piles of %1 and %2 coins are the queen on square (%1, %2); the shaded squares are where she can move.</source>
        <translation>コイン%1枚と%2枚の山は、マス (%1, %2) にあるクイーンに当たります。影の付いたマスが、クイーンの移動できるマスです。</translation>
    </message>
    <message>
        <source>a Nim heap of %1</source>
        <translation>コイン%1枚のニムの山</translation>
    </message>
    <message>
        <source>a Fibonacci Nim pile of %1 (quota %2)</source>
        <translation>コイン%1枚のフィボナッチ・ニムの山（クォータ%2）</translation>
    </message>
    <message>
        <source>Wythoff (%1, %2)</source>
        <translation>ワイソフ (%1, %2)</translation>
    </message>
    <message>
        <source>Played side by side: %1. Each move is made in one of them.</source>
        <translation>並べて遊びます：%1。1手では、そのうち1つのゲームで手を打ちます。</translation>
    </message>
    <message>
        <source> + </source>
        <comment>between the components of a sum</comment>
        <translation> + </translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>is missing</source>
        <translation>値がありません</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>should be true or false</source>
        <translation>true または false である必要があります</translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2</source>
        <translation>%1から%2までの整数である必要があります</translation>
    </message>
    <message>
        <source>should be a number from %1 to %2</source>
        <translation>%1から%2までの数値である必要があります</translation>
    </message>
    <message>
        <source>should be one of: %1</source>
        <translation>%1 のいずれかである必要があります</translation>
    </message>
    <message>
        <source>should be a whole number from 0 to %1 written in digits</source>
        <translation>0から%1までの整数を10進数の数字で書いたものである必要があります</translation>
    </message>
    <message>
        <source>should be a list</source>
        <translation>リストである必要があります</translation>
    </message>
    <message>
        <source>should be a list of %1 values</source>
        <translation>%1個の値のリストである必要があります</translation>
    </message>
    <message>
        <source>should be a list of %1 to %2 values</source>
        <translation>%1個から%2個の値のリストである必要があります</translation>
    </message>
    <message>
        <source>is not a setting this version of NimLab knows</source>
        <translation>このバージョンの NimLab にはない設定です</translation>
    </message>
</context>
<context>
    <name>NimAnalysis</name>
    <message>
        <source>No coins are left: the player who took the last coin lost.</source>
        <translation>コインは残っていません。最後のコインを取ったプレイヤーの負けです。</translation>
    </message>
    <message>
        <source>No coins are left: the player who took the last coin won.</source>
        <translation>コインは残っていません。最後のコインを取ったプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>Only heaps of one coin are left, an even number of them: the player to move wins by leaving an odd number.</source>
        <translation>コインが1枚の山だけが偶数個残っています。手番のプレイヤーは、奇数個を残せば勝ちます。</translation>
    </message>
    <message>
        <source>Only heaps of one coin are left, an odd number of them: the player to move loses.</source>
        <translation>コインが1枚の山だけが奇数個残っています。手番のプレイヤーの負けです。</translation>
    </message>
    <message>
        <source>The nim-sum is %1, not 0: the player to move wins.</source>
        <translation>ニム和は%1で、0ではありません。手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>The nim-sum is 0: the player to move loses against best play.</source>
        <translation>ニム和は0です。相手が最善を尽くすと、手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>Only heap %1 has more than one coin. Lower it to %2 (take %3) so that an odd number of heaps of one coin is left: the opponent must take the last coin.</source>
        <translation>2枚以上のコインがあるのは山%1だけです。これを%2に減らして（%3枚取る）コインが1枚の山を奇数個残せば、相手は最後のコインを取らざるを得ません。</translation>
    </message>
    <message>
        <source>The largest power of two in the nim-sum %1 is %2. Heap %3 (%4 coins) has it. nim-sum(%4, %1) = %5 &lt; %4, so take %6 from heap %3 and leave %5: the nim-sum becomes 0.</source>
        <translation>ニム和 %1 の最大の2のべき乗は%2で、それを持つのは山%3（%4枚）です。ニム和(%4, %1) = %5 &lt; %4 なので、山%3から%6枚取って%5枚残すと、ニム和は0になります。</translation>
    </message>
    <message>
        <source>Misère play: the player who takes the last coin loses. Play as in normal Nim while two or more heaps have more than one coin. When a move would leave only heaps of 0 and 1 coin, leave an odd number of heaps of 1 coin instead.</source>
        <translation>逆形：最後のコインを取ったプレイヤーが負けです。2枚以上のコインがある山が2つ以上ある間は、正規形のニムと同じようにプレイします。コインが0枚か1枚の山だけを残す手になるときは、代わりにコインが1枚の山を奇数個残します。</translation>
    </message>
    <message>
        <source>heap %1: %2 → %3 (take %4)</source>
        <translation>山%1：%2 → %3（%4枚取る）</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>Only heaps of one coin are left, and an odd number of them: whatever you take, the opponent can leave you the last coin.</source>
        <translation>コインが1枚の山だけが奇数個残っています。どう取っても、相手は最後のコインをあなたに残すことができます。</translation>
    </message>
    <message>
        <source>The nim-sum is 0. Every move changes one heap, so it changes the nim-sum to something other than 0, and the opponent can then make it 0 again.</source>
        <translation>ニム和は0です。どの手も1つの山を変えるのでニム和は0以外の値になり、相手は再びニム和を0にすることができます。</translation>
    </message>
    <message>
        <source>%1 odd</source>
        <translation>%1（奇数）</translation>
    </message>
    <message>
        <source>%1 even</source>
        <translation>%1（偶数）</translation>
    </message>
</context>
<context>
    <name>NimExample</name>
    <message>
        <source>Nim: the position %1</source>
        <translation>ニム：局面%1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Write each heap of %1 as a sum of powers of two: %2.</source>
        <translation>局面%1の各山を2のべき乗の和で表します：%2。</translation>
    </message>
    <message>
        <source>nim-sum%1 = nim-sum(%2) = %3 = %4 &gt; 0: the powers of two that appear an odd number of times. So one heap can be lowered to make the nim-sum 0.</source>
        <translation>ニム和%1 = ニム和(%2) = %3 = %4 &gt; 0（奇数回出現する2のべき乗の和）なので、どれか1つの山を1以上減らしてニム和を0にすることができます。</translation>
    </message>
    <message>
        <source>The largest power of two in nim-sum %1 = %2 is %3. The heap of %4 = %5 has it.</source>
        <translation>ニム和 %1 = %2 の最大の2のべき乗は%3です。%3を持つのは%4枚の山（%4 = %5）です。</translation>
    </message>
    <message>
        <source>nim-sum(%1, nim-sum%2) = nim-sum(%3, %4) = %5 = %6: the new size of that heap.</source>
        <translation>ニム和(%1, ニム和%2) = ニム和(%3, %4) = %5 = %6 となります。これがその山の新しい大きさです。</translation>
    </message>
    <message>
        <source>Take %1 from the heap of %2, leaving %3: nim-sum%3 = %4, so the opponent now faces a losing position.</source>
        <translation>%2枚の山から%1枚取って局面%3にすると、ニム和%3 = %4 となり、相手は負けの局面に直面します。</translation>
    </message>
    <message>
        <source>The nim-sum table</source>
        <translation>ニム和表</translation>
    </message>
    <message>
        <source>nim-sum(%1, %2) = nim-sum(%3, %4) = %5 = %6: a power of two that appears in both numbers drops out.</source>
        <translation>ニム和(%1, %2) = ニム和(%3, %4) = %5 = %6 です。両方に出現する2のべき乗は消えます。</translation>
    </message>
    <message>
        <source>Method 1, bitwise exclusive or: %1 is %2 and %3 is %4 in binary; %2 XOR %4 = %5, which is %6 in decimal.</source>
        <translation>方法1（ビットごとの排他的論理和）：2進数で表すと%1は%2、%3は%4です。%2 XOR %4 = %5 で、10進数では%6です。</translation>
    </message>
    <message>
        <source>The nim-sum table for 0 to %1: every row and every column holds each of 0 to %1 exactly once, and the diagonal is 0.</source>
        <translation>0以上%1以下のニム和表：どの行にもどの列にも0から%1までの各整数がちょうど1回ずつ現れ、対角線は0です。</translation>
    </message>
    <message>
        <source>Method 2: the smallest unused value</source>
        <translation>方法2：未使用最小整数</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3</source>
        <translation>G(%1, %2) = %3</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3: there is nothing before it.</source>
        <translation>G(%1, %2) = %3：それより前には何もありません。</translation>
    </message>
    <message>
        <source>G(%1, %2) is the smallest non-negative integer not used by %3, so it is %4.</source>
        <translation>G(%1, %2)は%3に値として使われていない最小の0以上の整数なので%4です。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two equations</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>NimExplainer</name>
    <message>
        <source>A Nim position has 1 to %1 heaps.</source>
        <translation>ニムの局面の山の数は1から%1までです。</translation>
    </message>
    <message>
        <source>A heap holds at most 2^63 = %1 coins.</source>
        <translation>1つの山のコインは最大で 2^63 = %1 枚です。</translation>
    </message>
    <message>
        <source>Choose one of the heaps.</source>
        <translation>山を1つ選んでください。</translation>
    </message>
    <message>
        <source>Heap %1 is empty.</source>
        <translation>山%1は空です。</translation>
    </message>
    <message>
        <source>Take at least one coin: heap %1 must become smaller than %2.</source>
        <translation>1枚以上のコインを取ってください：山%1は%2より小さくならなければなりません。</translation>
    </message>
</context>
<context>
    <name>NimSumBuilder</name>
    <message>
        <source>nim-sum(%1, %2): %1 is %3 and %2 is %4 in binary. Bitwise exclusive or (1 where exactly one of them has 1): %5, which is %6.</source>
        <translation>ニム和(%1, %2)：2進数で%1は%3、%2は%4です。ビットごとの排他的論理和（片方だけが1の桁を1にする）は%5で、10進数では%6です。</translation>
    </message>
    <message>
        <source>G(0, 0) = 0: no value is used yet, so the smallest unused one is 0.</source>
        <translation>G(0, 0) = 0：まだどの値も使われていないので、未使用最小整数は0です。</translation>
    </message>
    <message>
        <source>G(%1, %2): the row to the left holds %3 and the column above holds %4. The smallest non-negative integer not among them is %5.</source>
        <translation>G(%1, %2)：同じ行の左側には%3、同じ列の上側には%4があります。これらに使われていない最小の0以上の整数は%5です。</translation>
    </message>
    <message>
        <source>The table of size 1 is the single value 0.</source>
        <translation>サイズ1の表は値0です。</translation>
    </message>
    <message>
        <source>The table of size %1 is four tables of size %2: top left +0, top right +%2, bottom left +%2, bottom right +0.</source>
        <translation>サイズ%1の表は4枚のサイズ%2の表からなります：左上 +0、右上 +%2、左下 +%2、右下 +0。</translation>
    </message>
    <message>
        <source>Size %1: the three methods agree in all %2 cells.</source>
        <translation>サイズ%1：3つの方法は全%2マスで一致します。</translation>
    </message>
    <message>
        <source>Size %1: the methods disagree at (%2, %3).</source>
        <translation>サイズ%1：方法の結果が (%2, %3) で食い違います。</translation>
    </message>
    <message>
        <source>the table size is not a power of two from 1 to %1</source>
        <translation>表のサイズが1から%1までの2のべき乗ではありません</translation>
    </message>
    <message>
        <source>step by step works for tables up to size %1</source>
        <translation>ステップ表示はサイズ%1までの表でしか使えません</translation>
    </message>
    <message>
        <source>the compared sizes are not powers of two in increasing order</source>
        <translation>比較したサイズが、小さい順に並んだ2のべき乗になっていません</translation>
    </message>
</context>
<context>
    <name>PositionValue</name>
    <message>
        <source>Counting the moves to the end with best play...</source>
        <translation>最善手順での残り手数を数えています…</translation>
    </message>
    <message>
        <source>More than %1 positions can follow this one, too many to count the moves to the end.</source>
        <translation>この局面からは%1を超える局面に進めるため、残り手数は数えません。</translation>
    </message>
    <message>
        <source>With best play the player to move loses in %1 moves, counting both players&apos; moves (the losing player holds out as long as possible).</source>
        <translation>両者が最善を尽くすと、手番のプレイヤーは残り手数%1で負けます（両者の手を数えます。負ける側はできるだけ長く粘ります）。</translation>
    </message>
    <message>
        <source>The player to move wins with the next move.</source>
        <translation>手番のプレイヤーは次の一手で勝ちます。</translation>
    </message>
    <message>
        <source>With best play the player to move wins in %1 moves, counting both players&apos; moves.</source>
        <translation>両者が最善を尽くすと、手番のプレイヤーは残り手数%1で勝ちます（両者の手を数えます）。</translation>
    </message>
    <message>
        <source>%1: %2 can force a win.</source>
        <translation>%1：%2が必ず勝てます。</translation>
    </message>
    <message>
        <source>%1: the game is over; %2 won.</source>
        <translation>%1：対局終了、%2の勝ちです。</translation>
    </message>
    <message>
        <source>%1: %2 wins with the next move.</source>
        <translation>%1：%2が次の一手で勝ちます。</translation>
    </message>
    <message>
        <source>%1: %2 can force a win in %3 moves.</source>
        <translation>%1：%2が残り手数%3で必ず勝てます。</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Nim with heaps %1</source>
        <translation>山が%1のニム</translation>
    </message>
    <message>
        <source>No winning move: every move leaves the opponent a winning position.</source>
        <translation>勝利手はありません。どの手を打っても相手に勝ちの局面を渡します。</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3 written in decimal digits, not &apos;%4&apos;.</source>
        <translation>%1には%2から%3までの整数を10進数の数字で指定してください（「%4」は無効です）。</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;: use nim, fibnim, wythoff or sum.</source>
        <translation>不明なゲーム「%1」です。nim、fibnim、wythoff、sum のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>The level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>--count</source>
        <translation>--count</translation>
    </message>
    <message>
        <source>The seed</source>
        <translation>シード</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Nim is played with several heaps of coins. Two players move in turn; a move takes any number of coins, at least one, from a single heap.</source>
        <translation>ニムはいくつかのコインの山を使ってプレイします。2人のプレイヤーが交互に手を打ち、1回の手では1つの山から1枚以上の好きな枚数のコインを取ります。</translation>
    </message>
    <message>
        <source>Under &lt;b&gt;normal play&lt;/b&gt; the player who takes the last coin wins: the player who cannot move loses. Under &lt;b&gt;misère play&lt;/b&gt; the player who takes the last coin loses.</source>
        <translation>&lt;b&gt;正規形&lt;/b&gt;では最後のコインを取ったプレイヤーが勝ちます。つまり、手を打てなくなったプレイヤーが負けです。&lt;b&gt;逆形&lt;/b&gt;では最後のコインを取ったプレイヤーが負けます。</translation>
    </message>
    <message>
        <source>Winning strategy</source>
        <translation>必勝法</translation>
    </message>
    <message>
        <source>Compute the nim-sum of the heap sizes. A position with nim-sum 0 is lost for the player to move: every move makes the nim-sum non-zero. From a position with a non-zero nim-sum some move always makes it 0 again, and the end of the game, with no coins left, has nim-sum 0. So the winning move is the one that leaves nim-sum 0.</source>
        <translation>山の大きさのニム和を計算します。ニム和 = 0 の局面では手番のプレイヤーの負けです。いかなる手を選択してもニム和 &gt; 0 の局面になるからです。ニム和 &gt; 0 の局面からは、適切な手を選択すれば必ずニム和 = 0 の局面にでき、コインが残っていない終了局面はニム和 = 0 です。したがって、ニム和を0にする手が勝利手です。</translation>
    </message>
    <message>
        <source>Example: in the position (6, 12, 9), 6 = 2 + 4, 12 = 4 + 8 and 9 = 1 + 8, so the nim-sum is 1 + 2 = 3. The largest power of two in 3 is 2, and the heap of 6 contains 2. The nim-sum of 6 and 3 is 1 + 4 = 5, so take 1 coin from the heap of 6: the position (5, 12, 9) has nim-sum 0.</source>
        <translation>例：局面(6, 12, 9)では 6 = 2 + 4、12 = 4 + 8、9 = 1 + 8 なので、ニム和は 1 + 2 = 3 です。3の最大の2のべき乗は2で、6枚の山は2を持っています。6と3のニム和は 1 + 4 = 5 なので、6枚の山からコインを1枚取ります。局面(5, 12, 9)のニム和は0になります。</translation>
    </message>
    <message>
        <source>Misère play: play exactly as in normal play until your move would leave no heap with more than one coin. Then leave an odd number of heaps of one coin instead, so that your opponent has to take the last coin.</source>
        <translation>逆形：自分の手で2枚以上のコインを持つ山が1つも残らなくなるまでは、正規形とまったく同じようにプレイします。そうなる手では代わりに、コインが1枚の山を奇数個残し、相手が最後のコインを取らざるを得ないようにします。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歴史</translation>
    </message>
    <message>
        <source>Charles L. Bouton published the nim-sum strategy in 1901. Nim was the first game of this kind to be solved completely.</source>
        <translation>チャールズ・L・バウトンが1901年にニム和による必勝法を発表しました。ニムはこの種のゲームで最初に完全に解かれたゲームです。</translation>
    </message>
    <message>
        <source>To find the nim-sum of two non-negative integers &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt;, write each of them as a sum of distinct powers of two and add up the powers of two that appear in only one of them. For example, 6 = 2 + 4 and 12 = 4 + 8; 4 appears in both, so the nim-sum of 6 and 12 is 2 + 8 = 10.</source>
        <translation>0以上の整数 &lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt; のニム和は、&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt; を異なる2のべき乗の和で表したときの片方のみに出現する2のべき乗の合計です。例えば 6 = 2 + 4、12 = 4 + 8 で、4は両方に出現しているので、6と12のニム和は 2 + 8 = 10 です。</translation>
    </message>
    <message>
        <source>The nim-sum is commutative and associative, so the nim-sum of three or more numbers needs no brackets: write every number as a sum of powers of two and cancel equal powers of two in pairs. Its inverse, the nim-difference, is the nim-sum itself. In binary it is the bitwise exclusive or (XOR).</source>
        <translation>ニム和は交換則と結合則が成り立つので、3個以上の整数のニム和は結合順番を省略できます。それぞれの整数を2のべき乗の和で表し、同じ2のべき乗が2個あれば0に置き換えます。ニム和の逆演算であるニム差はニム和と一致します。2進数ではビットごとの排他的論理和（XOR）です。</translation>
    </message>
    <message>
        <source>In Nim, and in every impartial game under normal play that splits into independent parts, the player to move loses with best play exactly when the nim-sum of the parts&apos; values is 0.</source>
        <translation>ニム、および独立した部分に分かれる正規形の不偏ゲームでは、両者が最善を尽くすとき、手番のプレイヤーが負けるのは各部分の値のニム和が0のとき、かつそのときに限ります。</translation>
    </message>
    <message>
        <source>Three ways to build the nim-sum table</source>
        <translation>ニム和表の3つの作成方法</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bitwise XOR.&lt;/b&gt; Write &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt; in binary and take the exclusive or of each bit. 6 is 0110 and 12 is 1100; their exclusive or is 1010, which is 10.</source>
        <translation>&lt;b&gt;ビットごとの排他的論理和（XOR）。&lt;/b&gt;&lt;i&gt;m&lt;/i&gt; と &lt;i&gt;n&lt;/i&gt; を2進数で表し、ビットごとの排他的論理和を計算します。2進数で6は0110、12は1100で、これらのビットごとの排他的論理和は1010、10進数では10です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Smallest unused number (mex).&lt;/b&gt; &lt;i&gt;G&lt;/i&gt;(0, 0) = 0, and &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) is the smallest non-negative integer that does not appear to its left in the same row, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt; − 1), …, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, 0), nor above it in the same column, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt; − 1, &lt;i&gt;n&lt;/i&gt;), …, &lt;i&gt;G&lt;/i&gt;(0, &lt;i&gt;n&lt;/i&gt;). This is the definition of the Grundy value of the Nim position with heaps &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt;. For example, &lt;i&gt;G&lt;/i&gt;(1, 0) = &lt;i&gt;G&lt;/i&gt;(0, 1) = 1 and &lt;i&gt;G&lt;/i&gt;(1, 1) = 0.</source>
        <translation>&lt;b&gt;未使用最小整数 （mex）。&lt;/b&gt;&lt;i&gt;G&lt;/i&gt;(0, 0) = 0 とし、&lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) は、同じ行の左側の &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt; − 1), …, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, 0) にも、同じ列の上側の &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt; − 1, &lt;i&gt;n&lt;/i&gt;), …, &lt;i&gt;G&lt;/i&gt;(0, &lt;i&gt;n&lt;/i&gt;) にも値として使われていない最小の0以上の整数とします。これは、山 &lt;i&gt;m&lt;/i&gt; と山 &lt;i&gt;n&lt;/i&gt; からなるニムの局面のグランディ値の定義です。例えば &lt;i&gt;G&lt;/i&gt;(1, 0) = &lt;i&gt;G&lt;/i&gt;(0, 1) = 1、&lt;i&gt;G&lt;/i&gt;(1, 1) = 0 です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recursive construction.&lt;/b&gt; The table of size 1 is the single value 0. The table of size 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;+1&lt;/sup&gt; is made of four tables of size 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;: upper left and lower right hold their values + 0, upper right and lower left hold their values + 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;. Four tables of size 1 make the table of size 2, four of size 2 the table of size 4, four of size 4 the table of size 8.</source>
        <translation>&lt;b&gt;再帰的構成法。&lt;/b&gt;サイズ1の表は値0です。サイズ2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;+1&lt;/sup&gt;の表は4枚のサイズ2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;の表を次のように配置します：左上と右下はサイズ2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;の表の値+0、右上と左下はサイズ2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;の表の値+2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;。サイズ1の表4枚でサイズ2の表が、サイズ2の表4枚でサイズ4の表が、サイズ4の表4枚でサイズ8の表ができます。</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>J. H. Conway, &lt;i&gt;On Numbers and Games&lt;/i&gt;, 2nd edition, A K Peters, 2000 (the nim-sum). 徳田雄洋「必勝法の数学」(&lt;i&gt;The Mathematics of Winning Strategies&lt;/i&gt;), Iwanami Shoten, 2017 (the recursive construction of the table).</source>
        <translation>J. H. Conway『&lt;i&gt;On Numbers and Games&lt;/i&gt;』第2版、A K Peters、2000年（ニム和）。徳田雄洋「必勝法の数学」岩波書店、2017年（ニム和表の再帰的構成法）。</translation>
    </message>
    <message>
        <source>Fibonacci Nim is a subtraction game, a variation of Nim played with a single pile of coins. Two players take turns removing coins, at least one each time. On the first move a player may take any number of coins but not all of them; after that, a move may take at most twice as many coins as the previous move. Under normal play the player who takes the last coin wins.</source>
        <translation>フィボナッチ・ニムは引き算ゲームであり、1つのコインの山でプレイするニムのバリエーションです。2人のプレイヤーが交互に、毎回1枚以上のコインを山から取り除きます。最初の手では、すべてのコインを取ることはできませんが、それ以外は何枚でも取れます。その後の手では、取り除くコインの枚数は前の手で取った枚数の2倍までです。正規形では、最後にコインを取ったプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>The first player can win exactly when the starting number of coins is not a Fibonacci number. With 21 coins, a Fibonacci number, the second player wins with best play.</source>
        <translation>先手が勝てるのは、開始時のコインの枚数がフィボナッチ数でないとき、かつそのときに限ります。コインが21枚のときは21がフィボナッチ数なので、両者が最善を尽くせば後手が勝ちます。</translation>
    </message>
    <message>
        <source>Michael J. Whinihan first described the game in 1963 and credited its invention to Robert E. Gaskell, a mathematician at Oregon State University. It is called Fibonacci Nim because the Fibonacci numbers play such a large part in its analysis.</source>
        <translation>このゲームは1963年にマイケル・J・ウィニハンによって初めて記述され、オレゴン州立大学の数学者ロバート・E・ガスケルの発明とされています。このゲームはフィボナッチ数を解析に多く用いることから「フィボナッチ・ニム」と呼ばれています。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Do not mix it up with the other Fibonacci Nim.&lt;/b&gt; A different game is also called Fibonacci Nim: there every move removes a Fibonacci number of coins (1, 2, 3, 5, 8, …), with no doubling rule. In NimLab, Fibonacci Nim always means Whinihan&apos;s game with the doubling rule.</source>
        <translation>&lt;b&gt;別のフィボナッチ・ニムと混同しないでください。&lt;/b&gt;フィボナッチ・ニムとも呼ばれる別のゲームでは、各手でフィボナッチ数（1、2、3、5、8、…）の枚数のコインを取り除き、2倍のルールはありません。NimLab でフィボナッチ・ニムといえば、常に2倍のルールがあるウィニハンのゲームを指します。</translation>
    </message>
    <message>
        <source>Every positive integer is a sum of Fibonacci numbers in exactly one way that uses each Fibonacci number at most once and never two consecutive Fibonacci numbers: its &lt;b&gt;Zeckendorf representation&lt;/b&gt;. For example, 10 = 8 + 2; 5 + 5 repeats a number and 5 + 3 + 2 uses consecutive ones. The greedy algorithm finds it: subtract the largest Fibonacci number that fits and repeat until 0 remains.</source>
        <translation>どの正の整数も、各フィボナッチ数を最大でも1回しか使用せず、連続するフィボナッチ数を使わないフィボナッチ数の和として、ただ1通りに表せます。これが&lt;b&gt;ゼッケンドルフ表現&lt;/b&gt;です。例えば 10 = 8 + 2 です。5 + 5 は同じ数を繰り返し、5 + 3 + 2 は連続したフィボナッチ数を使っています。ゼッケンドルフ表現は、可能な限り最大のフィボナッチ数を繰り返し減算してゼロに達する貪欲アルゴリズムによって見つけることができます。</translation>
    </message>
    <message>
        <source>The &lt;b&gt;quota&lt;/b&gt; &lt;i&gt;q&lt;/i&gt; is the largest number of coins that may be taken now: &lt;i&gt;q&lt;/i&gt; = &lt;i&gt;n&lt;/i&gt; − 1 on the first move with &lt;i&gt;n&lt;/i&gt; coins, and twice the previous move after that.</source>
        <translation>&lt;b&gt;クォータ&lt;/b&gt; &lt;i&gt;q&lt;/i&gt; は、今取ることができるコインの最大枚数です。コインが &lt;i&gt;n&lt;/i&gt; 枚の最初の手では &lt;i&gt;q&lt;/i&gt; = &lt;i&gt;n&lt;/i&gt; − 1 で、その後の手では前の手で取った枚数の2倍になります。</translation>
    </message>
    <message>
        <source>The player to move can win exactly when &lt;i&gt;q&lt;/i&gt; is at least the smallest Fibonacci number in the Zeckendorf representation of the number of coins left. A winning move is to take all the coins if the quota allows it, and otherwise to take that smallest Fibonacci number: the opponent&apos;s new quota is then smaller than the smallest Fibonacci number in the Zeckendorf representation of what remains. There can be other winning moves; from a losing position every move gives the opponent a winning one.</source>
        <translation>手番のプレイヤーが勝てるのは、&lt;i&gt;q&lt;/i&gt; が残りのコインの枚数のゼッケンドルフ表現における最小のフィボナッチ数以上のとき、かつそのときに限ります。勝利手は、クォータが許せばすべてのコインを取ること、そうでなければその最小のフィボナッチ数に等しい枚数のコインを取ることです。すると、相手の新しいクォータは、残りのコインの枚数のゼッケンドルフ表現における最小のフィボナッチ数よりも小さくなります。他の勝利手もあります。負けの局面からは、どの手を打っても相手に勝ちの局面を与えます。</translation>
    </message>
    <message>
        <source>Example: with 10 = 8 + 2 coins the first quota is 9, more than 2, so the first player wins by taking 2 coins. That leaves 8 coins with a quota of 4, less than 8.</source>
        <translation>例：コインが 10 = 8 + 2 枚のとき、最初のクォータは9で2よりも大きいため、先手は2枚のコインを取って勝ちます。するとコインは8枚残り、クォータは4で8より小さくなります。</translation>
    </message>
    <message>
        <source>Several piles</source>
        <translation>複数の山</translation>
    </message>
    <message>
        <source>Fibonacci Nim is an impartial game, so the Sprague-Grundy theorem applies to a game with several piles in which each move takes coins from one pile, at most twice the previous move made on that same pile. The value of the whole game is the nim-sum of the nim-values (Grundy values) of the piles, but no complete description of those values is known. Urban Larsson and Simon Rubinstein-Salzedo studied them in 2016.</source>
        <translation>フィボナッチ・ニムは不偏ゲームなので、複数のコインの山があり、各手で1つの山からのみコインを取る（同じ山での前回の手の2倍まで）ゲームにスプレイグ=グランディの定理を使えます。ゲーム全体の値は各山のニム値（グランディ値）のニム和となりますが、これらの値の完全な記述は知られていません。アーバン・ラーソンとサイモン・ルビンスタイン=サルゼドが2016年にこれらの値を研究しました。</translation>
    </message>
    <message>
        <source>In the global variant, also studied by Larsson and Rubinstein-Salzedo (2018), each move may take at most twice the previous move, whichever pile the previous move was made on.</source>
        <translation>グローバル版（これもラーソンとルビンスタイン=サルゼドが2018年に研究）では、前の手がどの山で行われたかに関係なく、各手で取れるのは前の手で取った枚数の2倍までです。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game is played with two piles of coins. On each turn a player takes any number of coins from one pile, or the same number of coins from both piles. The player who takes the last coin wins.</source>
        <translation>ワイソフのゲームは2つのコインの山でプレイします。各手番では、片方の山から好きな数のコインを取るか、両方の山から同数ずつ取ります。最後に取ったプレイヤーが勝ちです。</translation>
    </message>
    <message>
        <source>The same game with a queen on a chessboard: the players take turns moving the queen any number of squares left, down or diagonally down-left, and the player who moves it into the bottom-left corner wins. The queen&apos;s column and row are the sizes of the two piles.</source>
        <translation>このゲームはチェス盤上のクイーンでも同等に説明できます。各プレイヤーが交互にクイーンを左、下、左下のどれかの向きに好きなマス数だけ移動させ、クイーンを左下隅に移動させたプレイヤーが勝ちです。クイーンのある列と行が2つの山にあるコインの数に対応します。</translation>
    </message>
    <message>
        <source>The Dutch mathematician W. A. Wythoff published an analysis of the game in 1907. It was the second game to be solved, after Nim.</source>
        <translation>オランダの数学者ウィレム・アブラハム・ワイソフが1907年にこのゲームの数学的分析を発表しました。ニムに次いで2番目に解決したゲームです。</translation>
    </message>
    <message>
        <source>In March 1977 Martin Gardner reported in his Mathematical Games column in &lt;i&gt;Scientific American&lt;/i&gt; that the game was played in China under the name &lt;i&gt;jiǎn shízǐ&lt;/i&gt; (捡石子, “picking stones”).</source>
        <translation>マーティン・ガードナーは1977年3月に『&lt;i&gt;サイエンティフィック・アメリカン&lt;/i&gt;』の「数学ゲーム」コラムの中で、このゲームは中国で&lt;i&gt;jiǎn shízǐ&lt;/i&gt;（捡石子、石取りの意）の名前でプレイされていたと述べています。</translation>
    </message>
    <message>
        <source>Winning positions</source>
        <translation>必勝形</translation>
    </message>
    <message>
        <source>A P-position is one that the player who has just moved wins. (0, 0) is a P-position, so every position that can reach it in one move is not. The next P-position is the smallest pair (&lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt;) with &lt;i&gt;x&lt;/i&gt; ≤ &lt;i&gt;y&lt;/i&gt; whose &lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt; and &lt;i&gt;y&lt;/i&gt; − &lt;i&gt;x&lt;/i&gt; are all unused so far, and so on: (1, 2), (3, 5), (4, 7), (6, 10), …</source>
        <translation>後手必勝形（〇）とは、直前に手を打ったプレイヤーが勝つ局面です。(0, 0) は〇なので、1手で (0, 0) に移れる局面はすべて×（後手必敗形）です。次の〇は、&lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt; − &lt;i&gt;x&lt;/i&gt; がいずれもまだ使われていない最小の組 (&lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt;)（&lt;i&gt;x&lt;/i&gt; ≤ &lt;i&gt;y&lt;/i&gt;）で、これを繰り返すと (1, 2)、(3, 5)、(4, 7)、(6, 10)、… となります。</translation>
    </message>
    <message>
        <source>The &lt;i&gt;n&lt;/i&gt;-th P-position is (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋), where φ = (1 + √5) / 2 is the golden ratio and ⌊ ⌋ is the floor function; its two piles differ by &lt;i&gt;n&lt;/i&gt;. This follows from Rayleigh&apos;s theorem on Beatty sequences, because φ&lt;sup&gt;2&lt;/sup&gt; − φ = 1 and 1/φ + 1/φ&lt;sup&gt;2&lt;/sup&gt; = 1.</source>
        <translation>&lt;i&gt;n&lt;/i&gt; 番目の後手必勝形は (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋) です。ここで φ = (1 + √5) / 2 は黄金比、⌊ ⌋ は床関数を表し、2つの山の差は &lt;i&gt;n&lt;/i&gt; です。これは、ビーティ数列に関するレイリーの定理と φ&lt;sup&gt;2&lt;/sup&gt; − φ = 1、1/φ + 1/φ&lt;sup&gt;2&lt;/sup&gt; = 1 より従います。</translation>
    </message>
    <message>
        <source>From any other position, the winning move is to a P-position. Under misère play, where the player who takes the last coin loses, the P-positions are (0, 1), (2, 2) and (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋) for &lt;i&gt;n&lt;/i&gt; ≥ 2.</source>
        <translation>それ以外の局面からは、後手必勝形に移る手が勝利手です。最後に取った者を負けとする逆形では、後手必勝形は (0, 1)、(2, 2) と (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋)（&lt;i&gt;n&lt;/i&gt; ≥ 2）です。</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>フィボナッチ・ニム</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>ワイソフのゲーム</translation>
    </message>
    <message>
        <source>A sum of games is several games played side by side: on each turn a player makes a move in exactly one of them, and the player who makes the last move of all wins (normal play). In NimLab&apos;s sums each component is a Nim heap, a Fibonacci Nim pile with its own quota (taking &lt;i&gt;k&lt;/i&gt; coins leaves the opponent a quota of 2&lt;i&gt;k&lt;/i&gt;) or a Wythoff position.</source>
        <translation>ゲームの和とは、いくつかのゲームを並べて遊ぶものです。各手番でプレイヤーはそのうちちょうど1つのゲームで1手を打ち、全体で最後の手を打ったプレイヤーが勝ちます（正規形）。NimLabのゲームの和では、各成分はニムの山、自分のクォータを持つフィボナッチ・ニムの山（&lt;i&gt;k&lt;/i&gt;枚取ると相手のクォータは2&lt;i&gt;k&lt;/i&gt;になります）、またはワイソフのゲームの局面です。</translation>
    </message>
    <message>
        <source>The Sprague-Grundy theorem</source>
        <translation>スプレイグ=グランディの定理</translation>
    </message>
    <message>
        <source>Every position of an impartial game has a Grundy value: the smallest non-negative integer that is not the value of a position one move away (the mex). A position of value 0 is lost for the player to move. A Nim heap of &lt;i&gt;n&lt;/i&gt; coins has value &lt;i&gt;n&lt;/i&gt;; a Wythoff P-position has value 0; a Fibonacci Nim pile&apos;s value is not its size.</source>
        <translation>不偏ゲームのすべての局面にはグランディ値があります。1手で移れる局面の値として現れない最小の非負整数（未使用最小整数、mex）です。値が0の局面は手番のプレイヤーの負けです。&lt;i&gt;n&lt;/i&gt;枚のニムの山の値は&lt;i&gt;n&lt;/i&gt;、ワイソフのゲームの後手必勝形の値は0です。フィボナッチ・ニムの山の値はその大きさではありません。</translation>
    </message>
    <message>
        <source>The value of a sum is the nim-sum (bitwise XOR) of its components&apos; values, so the player to move wins exactly when that nim-sum is not 0. A winning move changes one component from value &lt;i&gt;a&lt;/i&gt; to value &lt;i&gt;a&lt;/i&gt; XOR &lt;i&gt;s&lt;/i&gt;, where &lt;i&gt;s&lt;/i&gt; is the nim-sum: then the nim-sum is 0.</source>
        <translation>和の値は各成分の値のニム和（ビットごとの排他的論理和）です。したがって手番のプレイヤーが勝つのは、そのニム和が0でないとき、かつそのときに限ります。勝利手は1つの成分の値を&lt;i&gt;a&lt;/i&gt;から&lt;i&gt;a&lt;/i&gt; XOR &lt;i&gt;s&lt;/i&gt;に変える手です（&lt;i&gt;s&lt;/i&gt;はニム和）。するとニム和は0になります。</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>逆形</translation>
    </message>
    <message>
        <source>When the last move loses, the values no longer add up this way: misère sums need a different theory (Conway&apos;s misère quotients), so NimLab plays sums under normal play only.</source>
        <translation>最後の手を打つと負けになる場合、値はこのようには足し合わせられません。逆形のゲームの和には別の理論（コンウェイのmisère quotient）が必要なので、NimLabはゲームの和を正規形でのみ扱います。</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>ゲームの和</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which does not exist</source>
        <translation>%1 は %2 へのシンボリックリンクですが、%2 は存在しません</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which is not a regular file</source>
        <translation>%1 は %2 へのシンボリックリンクですが、%2 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 はファイルではなくフォルダです</translation>
    </message>
    <message>
        <source>%1 is a named pipe or a device, not a regular file</source>
        <translation>%1 は名前付きパイプまたはデバイスで、通常のファイルではありません</translation>
    </message>
    <message>
        <source>%1 holds %2 MiB, more than the %3 MiB a session can hold</source>
        <translation>%1 のサイズは %2 MiB で、セッションの上限 %3 MiB を超えています</translation>
    </message>
    <message>
        <source>%1 holds more than the %2 MiB a session can hold</source>
        <translation>%1 のサイズがセッションの上限 %2 MiB を超えています</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>有効な JSON ではありません（%2バイト目：%1）</translation>
    </message>
    <message>
        <source>not a NimLab session file</source>
        <translation>NimLab のセッションファイルではありません</translation>
    </message>
    <message>
        <source>The damaged session file %1 could not be kept aside, so the session is not saved automatically; use File &gt; Save session as.</source>
        <translation>壊れたセッションファイル %1 を別名で残せなかったため、セッションは自動保存されません。「ファイル」&gt;「名前を付けてセッションを保存」を使ってください。</translation>
    </message>
    <message>
        <source>written by a newer NimLab (format version %1); this one reads version %2</source>
        <translation>より新しい NimLab で保存された形式（バージョン%1）で、この NimLab が読めるのはバージョン%2です</translation>
    </message>
    <message>
        <source>The saved session could not be read (%1), so NimLab started fresh.</source>
        <translation>保存されたセッションを読み込めなかったため（%1）、NimLab を新しい状態で起動しました。</translation>
    </message>
    <message>
        <source>The saved session holds something this NimLab does not understand (%1); the rest was restored.</source>
        <translation>保存されたセッションに、この NimLab が理解できない内容がありました（%1）。それ以外は復元しました。</translation>
    </message>
    <message>
        <source>Part of the saved session could not be read (%1): %2 started fresh, the rest was restored.</source>
        <translation>保存されたセッションの一部を読み込めませんでした（%1）。%2 は初期状態に戻し、それ以外は復元しました。</translation>
    </message>
    <message>
        <source>The original could not be kept aside, so the session is not saved automatically; use File &gt; Save session as.</source>
        <translation>元のファイルを別名で残せなかったため、セッションは自動保存されません。「ファイル」&gt;「名前を付けてセッションを保存」を使ってください。</translation>
    </message>
    <message>
        <source>The original is kept as %1.</source>
        <translation>元のファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>No such file</source>
        <translation>ファイルが存在しません</translation>
    </message>
    <message>
        <source>the Wythoff tab</source>
        <translation>ワイソフのゲームのタブ</translation>
    </message>
    <message>
        <source>the nim-sum table builder</source>
        <translation>ニム和表のタブ</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of parts in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the status message</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>the Nim tab</source>
        <translation>ニムのタブ</translation>
    </message>
    <message>
        <source>the Fibonacci Nim tab</source>
        <translation>フィボナッチ・ニムのタブ</translation>
    </message>
    <message>
        <source>the sums tab</source>
        <translation>ゲームの和のタブ</translation>
    </message>
    <message>
        <source>not &quot;right&quot; or &quot;wrong&quot;</source>
        <translation>&quot;right&quot; でも &quot;wrong&quot; でもありません</translation>
    </message>
    <message>
        <source>the longest streak %1 is shorter than the streak %2</source>
        <translation>最長の連続正解%1が、連続正解%2より短くなっています</translation>
    </message>
    <message>
        <source>the Practice tab</source>
        <translation>練習のタブ</translation>
    </message>
</context>
<context>
    <name>SumExample</name>
    <message>
        <source>A sum of three games</source>
        <translation>3つのゲームの和</translation>
    </message>
    <message>
        <source>The position is a sum of three games: %1. A move is a move in exactly one of them; the player who makes the last move wins. By the Sprague-Grundy theorem each component counts as a Nim heap of its value, the mex (smallest value missing) of the values of its options.</source>
        <translation>この局面は3つのゲームの和です：%1。1手では、そのうちちょうど1つのゲームで手を打ち、最後に手を打ったプレイヤーが勝ちます。スプレイグ=グランディの定理により、各成分は、コインの枚数がその成分の値に等しいニムの山とみなせます。成分の値とは、1手で移れる局面の値の未使用最小整数（mex）、つまり現れない最小の値です。</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>Write the values %1 in binary and add them column by column without carrying:
%2</source>
        <translation>値 %1 を2進数で書き、列ごとに繰り上がりなしで足します：
%2</translation>
    </message>
    <message>
        <source>The values become %1, whose nim-sum is %2.</source>
        <translation>値は %1 となり、そのニム和は%2です。</translation>
    </message>
</context>
<context>
    <name>SumExplainer</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1、ほか%2個</translation>
    </message>
    <message>
        <source>every value from 0 to %1</source>
        <translation>0から%1までのすべての値</translation>
    </message>
    <message>
        <source>%1, and above it %2</source>
        <translation>%1、それより上では%2</translation>
    </message>
    <message>
        <source>Nim heap of %1</source>
        <translation>コイン%1枚のニムの山</translation>
    </message>
    <message>
        <source>Fibonacci Nim pile: %1 coins, quota %2</source>
        <translation>コイン%1枚、クォータ%2のフィボナッチ・ニムの山</translation>
    </message>
    <message>
        <source>Wythoff position (%1, %2)</source>
        <translation>ワイソフのゲームの局面 (%1, %2)</translation>
    </message>
    <message>
        <source>lower the heap from %1 to %2 (take %3)</source>
        <translation>山を%1枚から%2枚に減らす（%3枚取る）</translation>
    </message>
    <message>
        <source>take %1 coin, leaving %2 with quota %3</source>
        <translation>%1枚取り、クォータ%3で%2枚を残す</translation>
    </message>
    <message>
        <source>take %1 coins, leaving %2 with quota %3</source>
        <translation>%1枚取り、クォータ%3で%2枚を残す</translation>
    </message>
    <message>
        <source>take %1 from the first pile</source>
        <translation>1つ目の山から%1枚取る</translation>
    </message>
    <message>
        <source>take %1 from the second pile</source>
        <translation>2つ目の山から%1枚取る</translation>
    </message>
    <message>
        <source>take %1 from both piles</source>
        <translation>両方の山から%1枚ずつ取る</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%2 → %3（%1）</translation>
    </message>
    <message>
        <source>Component %1, %2.</source>
        <translation>成分%1：%2。</translation>
    </message>
    <message>
        <source>It has no move: the smallest value missing from no values at all is 0, so g = 0.</source>
        <translation>打てる手がありません。値が1つもないので、現れない最小の値は0で、g = 0 です。</translation>
    </message>
    <message>
        <source>Its options are the heaps 0 to %1, whose values are their sizes: every value below %2 occurs, so g = mex = %2, the size of the heap.</source>
        <translation>1手で移れる局面はコイン0枚から%1枚までの山で、その値は山の大きさそのものです。%2未満の値はすべて現れるので、g = mex = %2、つまり山の大きさです。</translation>
    </message>
    <message>
        <source>g%1 = %2</source>
        <translation>g%1 = %2</translation>
    </message>
    <message>
        <source>Its %1 option (coins, quota) and its value: %2.</source>
        <translation>1手で移れる局面（コイン、クォータ）は%1個あり、その値は次のとおりです：%2。</translation>
    </message>
    <message>
        <source>Its %1 options (coins, quota) and their values: %2.</source>
        <translation>1手で移れる局面（コイン、クォータ）は%1個あり、その値は次のとおりです：%2。</translation>
    </message>
    <message>
        <source>Its %1 option and its value: %2.</source>
        <translation>1手で移れる局面は%1個あり、その値は次のとおりです：%2。</translation>
    </message>
    <message>
        <source>Its %1 options and their values: %2.</source>
        <translation>1手で移れる局面は%1個あり、その値は次のとおりです：%2。</translation>
    </message>
    <message>
        <source>It has %1 options.</source>
        <translation>1手で移れる局面は%1個あります。</translation>
    </message>
    <message>
        <source>Their values are %1: none is 0, so g = mex = 0.</source>
        <translation>現れる値は%1で、0は1つもないので g = mex = 0 です。</translation>
    </message>
    <message>
        <source>Their values are %1; the smallest value missing among them is %2, so g = mex = %2.</source>
        <translation>現れる値は%1で、そこに現れない最小の値は%2なので、g = mex = %2 です。</translation>
    </message>
    <message>
        <source>%1  g = %2  component %3: %4</source>
        <translation>%1  g = %2  成分%3：%4</translation>
    </message>
    <message>
        <source>%1  = %2  the nim-sum: 1 in each column with an odd number of ones</source>
        <translation>%1  = %2  ニム和：1が奇数個ある列は1</translation>
    </message>
    <message>
        <source>No component has a move left: the player who made the last move won.</source>
        <translation>どの成分にも打てる手が残っていません。最後に手を打ったプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>The nim-sum of the values is %1, not 0: the player to move wins, by a move that makes it 0.</source>
        <translation>値のニム和は%1で、0ではありません。手番のプレイヤーは、ニム和を0にする手を打てば勝ちます。</translation>
    </message>
    <message>
        <source>The nim-sum of the values is 0: the player to move loses against best play.</source>
        <translation>値のニム和は0です。相手が最善を尽くすと、手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>Move in component %1 (%2) from value %3 to value %3 XOR %4 = %5: %6.</source>
        <translation>成分%1（%2）で、値を%3から %3 XOR %4 = %5 にします：%6。</translation>
    </message>
    <message>
        <source>This move raises the component&apos;s value: the mex promises every smaller value among the options, and some options may have larger ones.</source>
        <translation>この手は成分の値を大きくします。未使用最小整数（mex）の定義から、1手で移れる局面にはそれより小さいすべての値が現れますが、それより大きい値を持つ局面もありえます。</translation>
    </message>
    <message>
        <source>Component %1, the Wythoff position (%2, %3), is a P-position: its value is 0, so it adds nothing to the nim-sum. The sum is won or lost as if it were not there, although it still has moves.</source>
        <translation>成分%1のワイソフのゲームの局面 (%2, %3) は後手必勝形です。値が0なので、ニム和には何も加えません。この成分にはまだ打てる手がありますが、ゲームの和の勝ち負けは、この成分がない場合と同じです。</translation>
    </message>
    <message>
        <source>Component %1 is a Fibonacci Nim pile of %2 coins, yet its value is %3: unlike a Nim heap, a pile&apos;s value is not its size, since the quota limits the positions it can reach.</source>
        <translation>成分%1はコイン%2枚のフィボナッチ・ニムの山ですが、その値は%3です。ニムの山と違って、クォータによって移れる局面が限られるため、山の値は山の大きさと一致しません。</translation>
    </message>
    <message>
        <source>Sums are analysed under normal play only (the player who makes the last move wins). In misère play the nim-sum of the components&apos; values does not decide the winner: a single Nim heap of 1 has value 1, yet under misère play the player to move loses. Misère sums need a different theory (misère quotients), not the Sprague-Grundy theorem.</source>
        <translation>ゲームの和は正規形（最後に手を打ったプレイヤーが勝ち）でのみ解析します。逆形では、各成分の値のニム和で勝者は決まりません。コイン1枚のニムの山1つだけの値は1ですが、逆形では手番のプレイヤーが負けます。逆形のゲームの和には、スプレイグ=グランディの定理ではなく、別の理論（misère quotient）が必要です。</translation>
    </message>
    <message>
        <source>component %1: %2</source>
        <translation>成分%1：%2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>The nim-sum of the components&apos; values is 0. Every move changes the value of one component, so it makes the nim-sum non-zero, and the opponent can then make it 0 again.</source>
        <translation>各成分の値のニム和は0です。どの手も1つの成分の値を変えるのでニム和は0でなくなり、相手は再びニム和を0にすることができます。</translation>
    </message>
    <message>
        <source>A sum is a list of components: Nim heaps, Fibonacci Nim piles and Wythoff positions.</source>
        <translation>ゲームの和は成分を並べたものです。成分はニムの山、フィボナッチ・ニムの山、ワイソフのゲームの局面のいずれかです。</translation>
    </message>
    <message>
        <source>A sum needs at least one component.</source>
        <translation>ゲームの和には成分が1つ以上必要です。</translation>
    </message>
    <message>
        <source>A sum has at most %1 components, not %2.</source>
        <translation>ゲームの和の成分は最大%1個です（%2個は多すぎます）。</translation>
    </message>
    <message>
        <source>Component %1: a Fibonacci Nim pile needs a quota of at least 1 (a new pile of n coins has quota n - 1, so it needs 2 coins).</source>
        <translation>成分%1：フィボナッチ・ニムの山には1以上のクォータが必要です（コイン n 枚の新しい山のクォータは n - 1 なので、コインが2枚以上必要です）。</translation>
    </message>
    <message>
        <source>Component %1: a Fibonacci Nim pile holds at most %2 coins, not %3.</source>
        <translation>成分%1：フィボナッチ・ニムの山のコインは最大%2枚です（%3枚は多すぎます）。</translation>
    </message>
    <message>
        <source>Component %1: a Wythoff position has piles of at most %2, not %3.</source>
        <translation>成分%1：ワイソフのゲームの局面では、各山のコインは最大%2枚です（%3枚は多すぎます）。</translation>
    </message>
    <message>
        <source>The Grundy values of this sum are still being computed (Fibonacci Nim piles up to %1 coins, Wythoff positions up to %2).</source>
        <translation>このゲームの和のグランディ値はまだ計算中です（フィボナッチ・ニムの山はコイン%1枚まで、ワイソフのゲームの局面は各山%2枚まで）。</translation>
    </message>
    <message>
        <source>Choose a component and the position it moves to.</source>
        <translation>成分と、その移動先の局面を選んでください。</translation>
    </message>
    <message>
        <source>There is no component %1.</source>
        <translation>成分%1はありません。</translation>
    </message>
    <message>
        <source>Component %1 is another game: a move keeps the game of its component.</source>
        <translation>成分%1は別の種類のゲームです。手を打っても、成分のゲームの種類は変わりません。</translation>
    </message>
    <message>
        <source>That is not one move in component %1.</source>
        <translation>それは成分%1での1手ではありません。</translation>
    </message>
    <message>
        <source> </source>
        <comment>the space between two sentences (none in Japanese and Cantonese: translate with a zero-width space)</comment>
        <translation>​</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>NimLab worksheet: %1 level %2, seed %3</source>
        <translation>NimLab 練習プリント：%1 レベル%2、シード%3</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>the PDF could not be painted</source>
        <translation>PDF を描画できませんでした</translation>
    </message>
    <message>
        <source>... %1 in all</source>
        <translation>... 全部で%1</translation>
    </message>
    <message>
        <source>Heap %1: %2</source>
        <translation>山%1：%2</translation>
    </message>
    <message>
        <source>%1 coins, quota %2</source>
        <translation>コイン%1枚、クォータ%2</translation>
    </message>
    <message>
        <source>Piles of %1 and %2</source>
        <translation>%1枚と%2枚の山</translation>
    </message>
    <message>
        <source>The queen at (%1, %2)</source>
        <translation>(%1, %2) のクイーン</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>フィボナッチ・ニム</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>ワイソフのゲーム</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>ゲームの和</translation>
    </message>
    <message>
        <source>Practice worksheet: %1, level %2</source>
        <translation>練習プリント：%1、レベル%2</translation>
    </message>
    <message>
        <source>Seed %1 · 1 exercise</source>
        <translation>シード%1 · 練習問題1問</translation>
    </message>
    <message>
        <source>Seed %1 · %2 exercises</source>
        <translation>シード%1 · 練習問題%2問</translation>
    </message>
    <message>
        <source>The same sheet again (or the exercises alone, with nimlab-cli):</source>
        <translation>同じプリントをもう一度作るには（nimlab-cli では練習問題だけ）：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>In each position it is your move. Write down a winning move, or write &quot;no winning move&quot; when every move leaves your opponent a winning position.</source>
        <translation>どの局面でも、あなたの手番です。勝利手を1つ書いてください。どの手を打っても相手に勝ちの局面が残るときは、「勝利手なし」と書いてください。</translation>
    </message>
    <message>
        <source>Answer key: %1, level %2</source>
        <translation>解答：%1、レベル%2</translation>
    </message>
    <message>
        <source>Seed %1 · every winning move of each exercise</source>
        <translation>シード%1 · 各練習問題のすべての勝利手</translation>
    </message>
    <message>
        <source>%1, level %2 · seed %3</source>
        <translation>%1、レベル%2 · シード%3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
</context>
<context>
    <name>WythoffAnalysis</name>
    <message>
        <source>n = %1 is too large: its P-position would not fit in 64 bits (the largest n is %2).</source>
        <translation>n = %1 は大きすぎます。その後手必勝形は64ビットに収まりません（n の最大値は%2です）。</translation>
    </message>
    <message>
        <source>x = ⌊%1φ⌋ = (%1 + %2) / 2 = %3 / 2 = %4 (whole-number division).</source>
        <translation>x = ⌊%1φ⌋ = (%1 + %2) / 2 = %3 / 2 = %4（整数の割り算）。</translation>
    </message>
    <message>
        <source>y = ⌊%1φ²⌋ = x + n = %2 + %1 = %3, because φ² = φ + 1.</source>
        <translation>φ² = φ + 1 なので、y = ⌊%1φ²⌋ = x + n = %2 + %1 = %3。</translation>
    </message>
    <message>
        <source>So (%1, %2) is the P-position with n = %3 (and so is (%2, %1)).</source>
        <translation>したがって (%1, %2) は n = %3 の後手必勝形です（(%2, %1) も同様です）。</translation>
    </message>
    <message>
        <source>φ² − φ = 1, because φ is the positive root of t² = t + 1. Dividing by φ² gives 1/φ + 1/φ² = 1.</source>
        <translation>φ は t² = t + 1 の正の根なので、φ² − φ = 1 です。両辺を φ² で割ると 1/φ + 1/φ² = 1 が得られます。</translation>
    </message>
    <message>
        <source>Rayleigh&apos;s theorem: when α and β are irrational and 1/α + 1/β = 1, the Beatty sequences ⌊kα⌋ and ⌊kβ⌋ (k = 1, 2, 3, ...) together contain every positive whole number exactly once: they are complementary.</source>
        <translation>レイリーの定理：α と β が無理数で 1/α + 1/β = 1 のとき、ビーティ数列 ⌊kα⌋ と ⌊kβ⌋（k = 1, 2, 3, ...）を合わせると、すべての正の整数がちょうど1回ずつ現れます。つまり2つの数列は互いに補い合います。</translation>
    </message>
    <message>
        <source>With α = φ and β = φ²: ⌊kφ⌋ = %1, ... and ⌊kφ²⌋ = %2, ...: each of the numbers 1 to %3 appears exactly once.</source>
        <translation>α = φ、β = φ² とすると、⌊kφ⌋ = %1, ... と ⌊kφ²⌋ = %2, ... で、1から%3までの各数がちょうど1回ずつ現れます。</translation>
    </message>
    <message>
        <source>With α = φ and β = φ²: ⌊kφ⌋ = %1, ... and ⌊kφ²⌋ = %2, ...</source>
        <translation>α = φ、β = φ² とすると、⌊kφ⌋ = %1, ... と ⌊kφ²⌋ = %2, ...</translation>
    </message>
    <message>
        <source>So every positive number is the x of exactly one P-position or the y of exactly one, and y − x = k takes every value once: this is why the smallest number not used yet is always the next ⌊kφ⌋ in the construction.</source>
        <translation>したがって、すべての正の整数は、ちょうど1つの後手必勝形の x か、ちょうど1つの後手必勝形の y のどちらかであり、y − x = k はすべての値を1回ずつ取ります。これが、構成の中でまだ使われていない最小の数が常に次の ⌊kφ⌋ になる理由です。</translation>
    </message>
    <message>
        <source>For n = %1: x = ⌊%1φ⌋ = %2 is term %1 of the first sequence, y = ⌊%1φ²⌋ = %3 is term %1 of the second, and y = x + n because ⌊nφ²⌋ = ⌊nφ + n⌋ = ⌊nφ⌋ + n.</source>
        <translation>n = %1 の場合：x = ⌊%1φ⌋ = %2 は1つ目の数列の第%1項、y = ⌊%1φ²⌋ = %3 は2つ目の数列の第%1項で、⌊nφ²⌋ = ⌊nφ + n⌋ = ⌊nφ⌋ + n なので y = x + n です。</translation>
    </message>
    <message>
        <source>(0, 0): y − x = 0 is the empty sum, so there is nothing to shift; the Zeckendorf form is about the other P-positions.</source>
        <translation>(0, 0)：y − x = 0 は空の和なので、ずらすものはありません。ゼッケンドルフ表現による形は、それ以外の後手必勝形についてのものです。</translation>
    </message>
    <message>
        <source>Every index up by one: %1 = %2 = %3 = x.</source>
        <translation>すべての添字を1つ上げると：%1 = %2 = %3 = x。</translation>
    </message>
    <message>
        <source>Every index up by two: %1 = %2 = %3 = y.</source>
        <translation>すべての添字を2つ上げると：%1 = %2 = %3 = y。</translation>
    </message>
    <message>
        <source>Here the usual Zeckendorf representation of %1 (the greedy one, indices from 2) already ends on an odd index, so it is the form needed.</source>
        <translation>ここでは、%1 の通常のゼッケンドルフ表現（貪欲アルゴリズムによるもの、添字は2から）がすでに奇数の添字で終わっているので、それが必要な形です。</translation>
    </message>
    <message>
        <source>Why not the usual representation? The greedy algorithm (indices from 2) writes %1 = %2. Shifting those indices gives %3 = %4 and %5 = %6, and (%4, %6) also has difference %1, but only one P-position has difference %1: (%7, %8). The shift works only when the smallest index is odd; the usual form ends on F_%9, and %10 = %11 rewrites it with an odd end.</source>
        <translation>なぜ通常の表現ではないのか？ 貪欲アルゴリズム（添字は2から）では %1 = %2 となります。その添字をずらすと %3 = %4 と %5 = %6 になり、(%4, %6) も差は%1ですが、差が%1の後手必勝形は (%7, %8) の1つだけです。添字をずらす方法は最小の添字が奇数のときだけ成り立ちます。通常の表現は F_%9 で終わるので、%10 = %11 と書き換えて奇数の添字で終わるようにします。</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last coin loses. (0, 0) is then an N-position: the player to move has already won, because the opponent took the last coin.</source>
        <translation>逆形：最後のコインを取った者が負けです。このとき (0, 0) は後手必敗形です。相手が最後のコインを取ったので、手番のプレイヤーはすでに勝っています。</translation>
    </message>
    <message>
        <source>%1 is P</source>
        <translation>%1 は後手必勝形</translation>
    </message>
    <message>
        <source>%1 is N (the opponent took the last coin)</source>
        <translation>%1 は後手必敗形（相手が最後のコインを取った）</translation>
    </message>
    <message>
        <source>%1 is N (move to %2)</source>
        <translation>%1 は後手必敗形（%2 へ移る）</translation>
    </message>
    <message>
        <source>With piles up to 2: %1.</source>
        <translation>山が2以下の局面：%1。</translation>
    </message>
    <message>
        <source>The misère P-positions (x ≤ y): %1, ...</source>
        <translation>逆形の後手必勝形（x ≤ y）：%1、……</translation>
    </message>
    <message>
        <source>%1 and %2 use the values {%3} and the differences {%4}, the same as the normal %5 and %6, so from n = 2 on the construction goes on exactly as in normal play: the misère P-positions are (⌊nφ⌋, ⌊nφ²⌋) for n ≥ 2.</source>
        <translation>%1 と %2 は値 {%3} と差 {%4} を使い、これは正規形の %5 と %6 と同じです。そのため n = 2 からは構成が正規形とまったく同じように続き、逆形の後手必勝形は n ≥ 2 に対して (⌊nφ⌋, ⌊nφ²⌋) となります。</translation>
    </message>
    <message>
        <source>(0, 0): no coin is left. In misère play the player to move has won: the opponent took the last coin.</source>
        <translation>(0, 0)：コインは残っていません。逆形では手番のプレイヤーの勝ちです。相手が最後のコインを取りました。</translation>
    </message>
    <message>
        <source>(0, 0): no coin is left. The player to move has lost: the opponent took the last coin.</source>
        <translation>(0, 0)：コインは残っていません。手番のプレイヤーの負けです。相手が最後のコインを取りました。</translation>
    </message>
    <message>
        <source>%1 is a P-position of misère play: the player to move loses against best play.</source>
        <translation>%1 は逆形の後手必勝形です。相手が最善を尽くすと、手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>%1 is a P-position (n = y − x = %2): the player to move loses against best play.</source>
        <translation>%1 は後手必勝形です（n = y − x = %2）。相手が最善を尽くすと、手番のプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>%1 is an N-position: the player to move wins.</source>
        <translation>%1 は後手必敗形です。手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>Each kind of move keeps one thing, and exactly one P-position has that thing:</source>
        <translation>手の種類ごとに変わらないものが1つあり、それを持つ後手必勝形はちょうど1つです：</translation>
    </message>
    <message>
        <source>its partner does not fit in 64 bits.</source>
        <translation>その相方は64ビットに収まりません。</translation>
    </message>
    <message>
        <source>the P-position with a pile of %1 is %2, below: moving there wins.</source>
        <translation>大きさ%1の山を含む後手必勝形は %2 で、今より小さいので、そこへ移れば勝ちます。</translation>
    </message>
    <message>
        <source>the P-position with a pile of %1 is %2, not below: this kind of move cannot reach it.</source>
        <translation>大きさ%1の山を含む後手必勝形は %2 で、今より小さくないので、この種類の手では移れません。</translation>
    </message>
    <message>
        <source>• keep y = %1 (take from the first pile): %2</source>
        <translation>• y = %1 を保つ（1つ目の山から取る）：%2</translation>
    </message>
    <message>
        <source>• keep x = %1 (take from the second pile): %2</source>
        <translation>• x = %1 を保つ（2つ目の山から取る）：%2</translation>
    </message>
    <message>
        <source>that P-position does not fit in 64 bits.</source>
        <translation>その後手必勝形は64ビットに収まりません。</translation>
    </message>
    <message>
        <source>the P-position with difference %1 is %2; taking %3 from both piles reaches it and wins.</source>
        <translation>差が%1の後手必勝形は %2 で、両方の山から%3枚ずつ取ればそこへ移って勝ちます。</translation>
    </message>
    <message>
        <source>the P-position with difference %1 is %2, not below: this kind of move cannot reach it.</source>
        <translation>差が%1の後手必勝形は %2 で、今より小さくないので、この種類の手では移れません。</translation>
    </message>
    <message>
        <source>• keep y − x = %1 (take the same from both): %2</source>
        <translation>• y − x = %1 を保つ（両方の山から同数取る）：%2</translation>
    </message>
    <message>
        <source>5n² = 5 × %1 × %1 = %2, and isqrt(%2) = %3, because %3 × %3 = %4 ≤ %2 &lt; %5 = %6 × %6.</source>
        <translation>5n² = 5 × %1 × %1 = %2 で、%3 × %3 = %4 ≤ %2 &lt; %5 = %6 × %6 なので isqrt(%2) = %3 です。</translation>
    </message>
    <message>
        <source>n = %1. The golden ratio is φ = (1 + √5) / 2, so ⌊nφ⌋ = ⌊(n + n√5) / 2⌋ = (n + ⌊n√5⌋) / 2 in whole numbers, and ⌊n√5⌋ = isqrt(5n²), the integer square root: no decimal value of φ is needed.</source>
        <translation>n = %1。黄金比は φ = (1 + √5) / 2 なので、整数の範囲で ⌊nφ⌋ = ⌊(n + n√5) / 2⌋ = (n + ⌊n√5⌋) / 2 となり、⌊n√5⌋ = isqrt(5n²)（整数の平方根）です。φ の小数値は必要ありません。</translation>
    </message>
    <message>
        <source>y − x = %1 = %2 = %3: Fibonacci numbers (F_1 = F_2 = 1, F_(k+1) = F_k + F_(k−1)) with no two indices consecutive and the smallest index, %4, odd; F_1 is allowed.</source>
        <translation>y − x = %1 = %2 = %3：フィボナッチ数（F_1 = F_2 = 1、F_(k+1) = F_k + F_(k−1)）の和で、どの2つの添字も連続せず、最小の添字%4は奇数です。F_1 も使えます。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two statements about positions</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two coordinate pairs</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>WythoffConstruction</name>
    <message>
        <source>On the %1 x %1 board: (%2, %3) lies beyond the board.</source>
        <translation>%1 × %1 の盤では、(%2, %3) は盤の外にあります。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board: (%2, %3) becomes P.</source>
        <translation>%1 × %1 の盤で、(%2, %3) が〇（後手必勝形）になります。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board: (%2, %3) and (%3, %2) become P.</source>
        <translation>%1 × %1 の盤で、(%2, %3) と (%3, %2) が〇（後手必勝形）になります。</translation>
    </message>
    <message>
        <source>Squares that become N now: %1; squares still unmarked: %2.</source>
        <translation>さらに%1マスが×（後手必敗形）になり、まだ印のないマスは%2マスです。</translation>
    </message>
    <message>
        <source>The smallest unmarked square is now (%1, %2).</source>
        <translation>印のない最小のマスは (%1, %2) になりました。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board nothing is decided yet: all %2 squares are unmarked. The smallest square is (0, 0).</source>
        <translation>%1 × %1 の盤では、まだ何も決まっていません。%2マスすべてに印がありません。最小のマスは (0, 0) です。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board: the misère P-positions from (%2, %3) on are the normal ones and become P together.</source>
        <translation>%1 × %1 の盤で、(%2, %3) 以降の逆形の後手必勝形は正規形のものと同じになり、同時に〇（後手必勝形）になります。</translation>
    </message>
    <message>
        <source>Misère play starts again from the empty board: (0, 0) becomes N.</source>
        <translation>逆形では空の盤からやり直します。(0, 0) は×（後手必敗形）になります。</translation>
    </message>
</context>
<context>
    <name>WythoffExample</name>
    <message>
        <source>n = 0: (0, 0) is a P-position. So every position with x = 0, y = 0 or y - x = 0 is an N-position: one move reaches (0, 0).</source>
        <translation>n = 0：(0, 0) は〇（後手必勝形）です。したがって、x = 0、y = 0 または y − x = 0 の局面は×（後手必敗形）です。1手で (0, 0) に移れるからです。</translation>
    </message>
    <message>
        <source>n = %1: the values already used are {%2}. Among the rest, (%3, %4) has the smallest x, y and y - x = %1, so it is a P-position, and every position with x or y equal to %3 or %4, or with y - x = %1, is an N-position. It equals (floor(%1 phi), floor(%1 phi^2)) = (%5, %6).</source>
        <translation>n = %1：使用済みの値は {%2} です。残りの中で x, y, y − x = %1 がいずれも最小である (%3, %4) は〇（後手必勝形）です。(%3, %4) が〇なので、x または y が %3 か %4 の局面と、y − x = %1 の局面は×（後手必敗形）です。床関数と黄金比 φ で表すと (⌊%1φ⌋, ⌊%1φ²⌋) = (%5, %6) です。</translation>
    </message>
    <message>
        <source>Misère play (whoever takes the last coin loses) starts again from the empty board. Now (0, 0) is an N-position: the player to move there has already won. The smallest P-position is (%1, %2): its only move takes the last coin. Normal play has (%3, %4) here.</source>
        <translation>逆形（最後のコインを取った者が負け）では、空の盤からやり直します。今度は (0, 0) が後手必敗形です。そこで手番のプレイヤーはすでに勝っています。最小の後手必勝形は (%1, %2) で、そこから打てる唯一の手は最後のコインを取る手です。正規形ではここは (%3, %4) です。</translation>
    </message>
    <message>
        <source>Misère, n = %1: every position that reaches (%2, %3) in one move, such as (1, 1), is an N-position. The smallest position left is (%4, %5), a P-position; normal play has (%6, %7) here.</source>
        <translation>逆形、n = %1：1手で (%2, %3) に移れる局面は、(1, 1) などすべて後手必敗形です。残った最小の局面は (%4, %5) で、後手必勝形です。正規形ではここは (%6, %7) です。</translation>
    </message>
    <message>
        <source>Misère, n = %1 to %2: from here on the construction goes on as in normal play, so the misère P-positions are (%3, %4), (%5, %6), ... = (floor(n phi), floor(n phi^2)) for n ≥ %1. Only the first two pairs, (%7, %8) and (%9, %10), differ from normal play.</source>
        <translation>逆形、n = %1〜%2：ここからは正規形と同じように構成が続くので、逆形の後手必勝形は n ≥ %1 に対して (%3, %4)、(%5, %6)、... = (floor(n phi), floor(n phi^2)) です。正規形と異なるのは、最初の2組 (%7, %8) と (%9, %10) だけです。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game: the P-positions for n = 0 to %1, then misère play</source>
        <translation>ワイソフのゲーム：n = 0〜%1 の後手必勝形、次に逆形</translation>
    </message>
    <message>
        <source>Start from the empty board: no position is decided yet. The article finds the P-positions one at a time; each is the position with the smallest x, y and y - x among those not yet ruled out, beginning with (0, 0).</source>
        <translation>空の盤から始めます。まだどの局面も決まっていません。元記事では後手必勝形を1つずつ見つけます。それぞれ、まだ除外されていない局面の中で x, y, y - x が最小の局面で、最初は (0, 0) です。</translation>
    </message>
</context>
<context>
    <name>WythoffExplainer</name>
    <message>
        <source>%1: take %2 from the first pile</source>
        <translation>%1：1つ目の山から%2枚取る</translation>
    </message>
    <message>
        <source>%1: take %2 from the second pile</source>
        <translation>%1：2つ目の山から%2枚取る</translation>
    </message>
    <message>
        <source>%1: take %2 from both piles</source>
        <translation>%1：両方の山から%2枚ずつ取る</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>(%1, %2) is a P-position of misère play (the P-positions start (0, 1), (2, 2)): every move from it leaves the opponent a position they win.</source>
        <translation>(%1, %2) は逆形の後手必勝形です（逆形の後手必勝形は (0, 1), (2, 2) から始まります）。ここからのどの手も、相手に勝ちの局面を残します。</translation>
    </message>
    <message>
        <source>(%1, %2) is a P-position: its difference %3 and each of its piles %1 and %2 belong to this P-position and to no other. A move keeps one pile or the difference and changes the rest, so it cannot reach another P-position, and the opponent can always move back to one.</source>
        <translation>(%1, %2) は後手必勝形です。差%3と、山の大きさ%1と%2は、どれもこの後手必勝形だけに現れ、他の後手必勝形には現れません。どの手も片方の山か差のどれか1つを保ったまま残りを変えるので、別の後手必勝形には移れず、相手は常に後手必勝形に戻ることができます。</translation>
    </message>
    <message>
        <source>A position of Wythoff&apos;s game is two piles (x, y).</source>
        <translation>ワイソフのゲームの局面は2つの山 (x, y) です。</translation>
    </message>
    <message>
        <source>A pile holds at most 2^62 = %1 coins.</source>
        <translation>1つの山のコインは最大で 2^62 = %1 枚です。</translation>
    </message>
    <message>
        <source>A move is the new position: two piles (x, y).</source>
        <translation>手は移動先の局面、つまり2つの山 (x, y) で表します。</translation>
    </message>
    <message>
        <source>Coins cannot be added: each pile must stay at most (%1, %2).</source>
        <translation>コインを増やすことはできません。山はそれぞれ (%1, %2) 以下でなければなりません。</translation>
    </message>
    <message>
        <source>Take at least one coin.</source>
        <translation>1枚以上のコインを取ってください。</translation>
    </message>
    <message>
        <source>Take from one pile, or the same number from both (the queen moves left, down or diagonally down-left): (%1, %2) → (%3, %4) would take %5 and %6.</source>
        <translation>片方の山から取るか、両方の山から同数ずつ取ってください（クイーンは左、下、左下に進みます）。(%1, %2) → (%3, %4) では%5枚と%6枚を取ることになります。</translation>
    </message>
</context>
<context>
    <name>WythoffLab</name>
    <message>
        <source>Enter the number of coins.</source>
        <translation>コインの枚数を入力してください。</translation>
    </message>
    <message>
        <source>Use the digits 0 to 9 only.</source>
        <translation>0から9までの数字だけを使ってください。</translation>
    </message>
    <message>
        <source>A pile holds at most 2^62 = %1 coins.</source>
        <translation>1つの山のコインは最大で 2^62 = %1 枚です。</translation>
    </message>
    <message>
        <source>the heat map size is not a power of two from 64 to %1</source>
        <translation>ヒートマップのサイズが64から%1までの2のべき乗ではありません</translation>
    </message>
</context>
<context>
    <name>nimlab::CoinRow</name>
    <message>
        <source>Take %1 (leave %2)</source>
        <translation>%1枚取る（%2枚残す）</translation>
    </message>
    <message>
        <source>Not allowed now</source>
        <translation>今は取れません</translation>
    </message>
</context>
<context>
    <name>nimlab::CompareChart</name>
    <message>
        <source>Build time against table size</source>
        <translation>表のサイズと作成時間</translation>
    </message>
    <message>
        <source>Table size N (N x N)</source>
        <translation>表のサイズ N（N × N）</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>時間 (ms)</translation>
    </message>
    <message>
        <source>XOR</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>mex</source>
        <translation>mex</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>再帰的構成法</translation>
    </message>
</context>
<context>
    <name>nimlab::ExampleFigureView</name>
    <message>
        <source>The heaps of the step as coins</source>
        <translation>ステップの山のコイン</translation>
    </message>
    <message>
        <source>Table of the step</source>
        <translation>ステップの表</translation>
    </message>
    <message>
        <source>The heaps in binary</source>
        <translation>山の2進数表示</translation>
    </message>
    <message>
        <source>Heap %1: %2 → %3</source>
        <translation>山%1：%2 → %3</translation>
    </message>
    <message>
        <source>Heap %1: %2</source>
        <translation>山%1：%2</translation>
    </message>
    <message>
        <source>nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>山%1</translation>
    </message>
    <message>
        <source>Highlighted columns: %1. Highlighted rows: %2.</source>
        <translation>強調表示した列：%1。強調表示した行：%2。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>nimlab::ExamplePanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Go through the steps one after another</source>
        <translation>ステップを順に進めます</translation>
    </message>
    <message>
        <source>Explanation of the step</source>
        <translation>ステップの説明</translation>
    </message>
    <message>
        <source>First step of the example (%1)</source>
        <translation>例の最初のステップ（%1）</translation>
    </message>
    <message>
        <source>Previous step of the example (%1)</source>
        <translation>例の前のステップ（%1）</translation>
    </message>
    <message>
        <source>Next step of the example (%1)</source>
        <translation>例の次のステップ（%1）</translation>
    </message>
    <message>
        <source>Last step of the example (%1)</source>
        <translation>例の最後のステップ（%1）</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimAnalysisView</name>
    <message>
        <source>Quota against the smallest term</source>
        <translation>クォータと最小の項の比較</translation>
    </message>
    <message>
        <source>Grundy value of each pile</source>
        <translation>各山のグランディ値</translation>
    </message>
    <message>
        <source>Nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>Piles and the one quota</source>
        <translation>山と共通のクォータ</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Analysis of the position</source>
        <translation>局面の解析</translation>
    </message>
    <message>
        <source>The pile</source>
        <translation>山</translation>
    </message>
    <message>
        <source>Moves</source>
        <comment>heading of the list of winning moves</comment>
        <translation>勝利手</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimBoard</name>
    <message>
        <source>Enter how many coins to take: a whole number, at most the quota.</source>
        <translation>取るコインの枚数を、クォータ以下の整数で入力してください。</translation>
    </message>
    <message>
        <source>The game is over: the last coin has been taken.</source>
        <translation>対局は終了しました。最後のコインが取られました。</translation>
    </message>
    <message>
        <source>Each pile has its own quota: twice the last number taken from that pile (its first move may not take it whole).</source>
        <translation>山ごとにクォータがあります。その山から最後に取った枚数の2倍です（その山の最初の手では山全体を取ることはできません）。</translation>
    </message>
    <message>
        <source>Quota: %1 — the most coins that may be taken now, from any one pile</source>
        <translation>クォータ：%1 — どれか1つの山から今取れるコインの最大枚数</translation>
    </message>
    <message>
        <source>Quota: %1 — the most coins that may be taken now</source>
        <translation>クォータ：%1 — 今取れるコインの最大枚数</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>クォータ</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>山</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>山%1</translation>
    </message>
    <message>
        <source>%1
quota %2</source>
        <translation>%1
クォータ%2</translation>
    </message>
    <message>
        <source>%1 coins</source>
        <translation>%1枚</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>取る枚数：</translation>
    </message>
    <message>
        <source>The number of coins to take from this pile (1 up to the quota); exact up to 10^18</source>
        <translation>この山から取るコインの枚数（1からクォータまで）。10^18まで正確に扱います</translation>
    </message>
    <message>
        <source>Coins to take from pile %1</source>
        <translation>山%1から取るコインの枚数</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>取る</translation>
    </message>
    <message>
        <source>Take the number of coins entered from pile %1</source>
        <translation>入力した枚数のコインを山%1から取ります</translation>
    </message>
    <message>
        <source>Pile %1 as coins: click a coin to take it and every coin after it</source>
        <translation>山%1のコイン：コインをクリックすると、そのコインとそれより後のすべてのコインを取ります</translation>
    </message>
    <message>
        <source>%1: no coins left</source>
        <translation>%1：コインは残っていません</translation>
    </message>
    <message>
        <source>%1: %2 coins, quota %3: you may take 1 to %4 (the coins over the green bracket)</source>
        <translation>%1：コイン%2枚、クォータ%3：1枚から%4枚まで取れます（緑の括弧の上のコイン）</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimExamplePage</name>
    <message>
        <source>%1 coins, quota %2</source>
        <translation>コイン%1枚、クォータ%2</translation>
    </message>
    <message>
        <source>a winning position</source>
        <translation>勝ちの局面</translation>
    </message>
    <message>
        <source>a losing position</source>
        <translation>負けの局面</translation>
    </message>
    <message>
        <source>The first player is to move: %1.</source>
        <translation>先手の手番です：%1。</translation>
    </message>
    <message>
        <source>The second player is to move: %1.</source>
        <translation>後手の手番です：%1。</translation>
    </message>
    <message>
        <source>The strategy&apos;s move: take %1 (outlined).</source>
        <translation>戦略による手：%1枚取る（枠で囲んだコイン）。</translation>
    </message>
    <message>
        <source>The article supposes this reply: take %1 (outlined).</source>
        <translation>記事ではこの応手を仮定します：%1枚取る（枠で囲んだコイン）。</translation>
    </message>
    <message>
        <source>Start a game from the position of this step, with its quota</source>
        <translation>このステップの局面とクォータから対局を始めます</translation>
    </message>
    <message>
        <source>Position of the step</source>
        <translation>ステップの局面</translation>
    </message>
    <message>
        <source>The pile of the step as coins</source>
        <translation>ステップの山のコイン</translation>
    </message>
    <message>
        <source>%1 coins, quota %2: the coins over the green bracket may be taken now</source>
        <translation>コイン%1枚、クォータ%2：緑の括弧の上にあるコインを今取ることができます</translation>
    </message>
    <message>
        <source>Play from th&amp;is position</source>
        <translation>この局面から対局する(&amp;I)</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimGrundyPage</name>
    <message>
        <source>The Grundy table was cancelled.</source>
        <translation>グランディ値の表の計算を中止しました。</translation>
    </message>
    <message>
        <source>Grundy values computed for piles up to %1 coins.</source>
        <translation>%1枚までの山のグランディ値を計算しました。</translation>
    </message>
    <message>
        <source>The largest pile n of the table (up to %1 coins)</source>
        <translation>表の最大の山 n（%1枚まで）</translation>
    </message>
    <message>
        <source>Largest pile of the Grundy table</source>
        <translation>グランディ値の表の最大の山</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>計算(&amp;C)</translation>
    </message>
    <message>
        <source>Compute g(n, q) for every pile up to this size, off the main thread</source>
        <translation>この大きさまでのすべての山について、メインスレッドとは別に g(n, q) を計算します</translation>
    </message>
    <message>
        <source>Progress of the Grundy table</source>
        <translation>グランディ値の表の計算の進捗</translation>
    </message>
    <message>
        <source>Each pixel is the Grundy value g(n, q) of a pile of n coins with quota q (q ≤ n). Dark cells are 0: there the player to move loses. Move the mouse over the map to read a value.</source>
        <translation>各ピクセルは、コイン n 枚・クォータ q（q ≤ n）の山のグランディ値 g(n, q) です。暗いマスは0で、そこでは手番のプレイヤーが負けます。マップ上にマウスを置くと値を読めます。</translation>
    </message>
    <message>
        <source>Heat map of the Grundy values</source>
        <translation>グランディ値のヒートマップ</translation>
    </message>
    <message>
        <source>g(%1, %2) = %3</source>
        <translation>g(%1, %2) = %3</translation>
    </message>
    <message>
        <source>quota q →</source>
        <translation>クォータ q →</translation>
    </message>
    <message>
        <source>coins n →</source>
        <translation>コイン n →</translation>
    </message>
    <message>
        <source>g(n, q)</source>
        <translation>g(n, q)</translation>
    </message>
    <message>
        <source>No table yet</source>
        <translation>まだ表がありません</translation>
    </message>
    <message>
        <source>Piles &amp;up to:</source>
        <translation>山の大きさの上限(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimStartBox</name>
    <message>
        <source>&apos;%1&apos; is not a number of coins: enter whole numbers, at most 10^18.</source>
        <translation>「%1」はコインの枚数ではありません。10^18以下の整数を入力してください。</translation>
    </message>
    <message>
        <source>One pile: enter a single number of coins, from 2 to 10^18.</source>
        <translation>山は1つです。コインの枚数を2から10^18までの数で1つだけ入力してください。</translation>
    </message>
    <message>
        <source>The quota must be a whole number.</source>
        <translation>クォータは整数でなければなりません。</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>One pile</source>
        <translation>山1つ</translation>
    </message>
    <message>
        <source>Several piles, each with its own quota (Sprague-Grundy)</source>
        <translation>複数の山、山ごとのクォータ（スプレイグ=グランディ）</translation>
    </message>
    <message>
        <source>Several piles, one quota for the whole game (global)</source>
        <translation>複数の山、ゲーム全体で共通のクォータ（グローバル）</translation>
    </message>
    <message>
        <source>The article&apos;s game and its two variants with several piles</source>
        <translation>元記事のゲームと、複数の山を使う2つのバリエーション</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
    </message>
    <message>
        <source>The coins of the pile: 2 to 10^18, exact</source>
        <translation>山のコインの枚数：2〜10^18（正確に扱います）</translation>
    </message>
    <message>
        <source>1 to %1 piles of 2 to %2 coins, separated by spaces, e.g. 5 8 10</source>
        <translation>コイン2〜%2枚の山を1〜%1個、空白で区切って入力します（例：5 8 10）</translation>
    </message>
    <message>
        <source>1 to %1 piles, at most %2 coins in all, separated by spaces, e.g. 5 8</source>
        <translation>山を1〜%1個、合計%2枚以下で、空白で区切って入力します（例：5 8）</translation>
    </message>
    <message>
        <source>Coins of the start position</source>
        <translation>開始局面のコイン</translation>
    </message>
    <message>
        <source>&amp;Quota:</source>
        <translation>クォータ(&amp;Q)：</translation>
    </message>
    <message>
        <source>total − 1</source>
        <translation>合計 − 1</translation>
    </message>
    <message>
        <source>The quota of the first move; empty: every coin but one (total − 1)</source>
        <translation>最初の手のクォータ。空欄のときは1枚を除くすべてのコイン（合計 − 1）</translation>
    </message>
    <message>
        <source>Starting quota</source>
        <translation>開始時のクォータ</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>この局面から新しい対局を始めます</translation>
    </message>
    <message>
        <source>C&amp;oins:</source>
        <translation>コイン(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimTab</name>
    <message>
        <source>The articles&apos; examples with 10 and 21 coins, step by step</source>
        <translation>記事にあるコイン10枚と21枚の例を1ステップずつ</translation>
    </message>
    <message>
        <source>G&amp;rundy values</source>
        <translation>グランディ値(&amp;R)</translation>
    </message>
    <message>
        <source>g(n, q) for piles up to 1000 coins, and the starting values</source>
        <translation>1000枚までの山の g(n, q) と開始時の値</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>山</translation>
    </message>
    <message>
        <source>Analysis: the Zeckendorf strategy</source>
        <translation>解析：ゼッケンドルフ表現による戦略</translation>
    </message>
    <message>
        <source>Analysis: Grundy values and their nim-sum</source>
        <translation>解析：グランディ値とそのニム和</translation>
    </message>
    <message>
        <source>Analysis: one quota for the whole game, solved by search</source>
        <translation>解析：ゲーム全体で共通のクォータ、探索で解く</translation>
    </message>
</context>
<context>
    <name>nimlab::GamePage</name>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Play, with the analysis of the position</source>
        <translation>局面の解析を見ながらプレイします</translation>
    </message>
    <message>
        <source>&amp;Worked examples</source>
        <translation>例(&amp;W)</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>例</translation>
    </message>
    <message>
        <source>Show the &amp;analysis</source>
        <translation>解析を表示(&amp;A)</translation>
    </message>
    <message>
        <source>Hide it to play without help</source>
        <translation>非表示にすると、助けなしでプレイできます</translation>
    </message>
    <message>
        <source>Colour moves on hover</source>
        <translation>マウスを重ねた手を色分けする</translation>
    </message>
    <message>
        <source>Before you move, the move under the mouse is coloured green when it wins and red when it loses (its tooltip says so too); only while the analysis is shown</source>
        <translation>手を打つ前に、マウスの下の手を勝利手なら緑、負ける手なら赤で示します（ツールチップにも表示します）。解析を表示している間だけ有効です</translation>
    </message>
    <message>
        <source>E&amp;xample:</source>
        <translation>例(&amp;X)：</translation>
    </message>
    <message>
        <source>This page shows the answers: it is hidden in the students&apos; view (View &gt; Students&apos; view).</source>
        <translation>このページには答えが表示されるため、生徒用表示では隠されます（「表示」&gt;「生徒用（答えを隠す）」）。</translation>
    </message>
    <message>
        <source>What is this game?</source>
        <translation>どんなゲーム？</translation>
    </message>
    <message>
        <source>The rules in a few sentences, with a picture</source>
        <translation>ルールを短い文と図で説明します</translation>
    </message>
</context>
<context>
    <name>nimlab::GameSidePanel</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation>コンピューター：初級</translation>
    </message>
    <message>
        <source>Computer: intermediate</source>
        <translation>コンピューター：中級</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>コンピューター：上級</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>コンピューター：完璧</translation>
    </message>
    <message>
        <source>A person, or the computer: a beginner often plays a random move, the perfect computer never misses a win</source>
        <translation>人間またはコンピューター：初級はランダムな手を打つことが多く、完璧なコンピューターは勝ちを決して逃しません</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1の手番です。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>No winning move: %1</source>
        <translation>勝利手はありません：%1</translation>
    </message>
    <message>
        <source>Game over: you won.</source>
        <translation>対局終了：あなたの勝ちです。</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>対局終了：%1の勝ちです。</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>あなたの手番です。</translation>
    </message>
    <message>
        <source>Review: moves that kept a won position: %1; that missed a win: %2 (the list says which move would have won); made from a lost position: %3.</source>
        <translation>振り返り：勝ちの局面を保った手 %1、勝ちを逃した手 %2（どの手なら勝てたかは一覧にあります）、負けの局面からの手 %3。</translation>
    </message>
    <message>
        <source>Continue the game from the position shown (the moves after it can be redone until somebody moves)</source>
        <translation>表示中の局面から対局を続けます（誰かが手を打つまで、その後の手はやり直しできます）</translation>
    </message>
    <message>
        <source>Looking back: the position after move %1 of %2. Click the last move to return, or play from here.</source>
        <translation>振り返り中：%2手中%1手目の後の局面です。最後の手をクリックすると戻ります。ここから続けることもできます。</translation>
    </message>
    <message>
        <source>Exchange the two players: whoever played first plays second from this position, and the other way round</source>
        <translation>二人のプレイヤーを入れ替えます。この局面から、先手だった側が後手に、後手だった側が先手になります</translation>
    </message>
    <message>
        <source>Reset scores</source>
        <translation>得点をリセット</translation>
    </message>
    <message>
        <source>Set the games won by every player back to 0</source>
        <translation>各プレイヤーの勝ち数を0に戻します</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>勝ち数</translation>
    </message>
    <message>
        <source>%1 moves here once you press &quot;Play on from here&quot;.</source>
        <translation>「ここから続ける」を押すと、この局面で%1が打ちます。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the games they won</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Games won: %1</source>
        <translation>勝ち数：%1</translation>
    </message>
    <message>
        <source>First p&amp;layer:</source>
        <translation>先手(&amp;L)：</translation>
    </message>
    <message>
        <source>Se&amp;cond player:</source>
        <translation>後手(&amp;C)：</translation>
    </message>
    <message>
        <source>Swap si&amp;des</source>
        <translation>先手と後手を入れ替える(&amp;D)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Start again from the start position (%1)</source>
        <translation>開始局面からやり直します（%1）</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, its reply too (%1)</source>
        <translation>最後の手を取り消します。コンピュータとの対局では、その応手も取り消します（%1）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Play again a move that was taken back (%1)</source>
        <translation>取り消した手をもう一度打ちます（%1）</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>ここから続ける</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Show one winning move, or why there is none (%1)</source>
        <translation>勝利手を1つ、またはそれがない理由を表示します（%1）</translation>
    </message>
</context>
<context>
    <name>nimlab::HeatMapView</name>
    <message>
        <source>Each pixel: the smallest value of up to %1 × %1 cells, so a 0 always shows. Zoom %2× (wheel, + and −; drag or arrows to move; 0 fits)</source>
        <translation>各ピクセル：最大 %1 × %1 マスの最小値なので、0 は必ず表示されます。倍率 %2×（ホイールまたは + と − で変更、ドラッグまたは矢印キーで移動、0 で全体表示）</translation>
    </message>
    <message>
        <source>Zoom %1× (wheel, + and −; drag or arrows to move; 0 fits)</source>
        <translation>倍率 %1×（ホイールまたは + と − で変更、ドラッグまたは矢印キーで移動、0 で全体表示）</translation>
    </message>
    <message>
        <source>%1 × %2 cells, zoom %3×, showing x %4 to %5 and y %6 to %7; each pixel shows the smallest value of the cells under it (up to %8 × %8).</source>
        <translation>%1 × %2 マス、倍率 %3×、x は %4〜%5、y は %6〜%7 を表示中。各ピクセルは、その下にあるマス（最大 %8 × %8）の最小値を表します。</translation>
    </message>
</context>
<context>
    <name>nimlab::IntroPage</name>
    <message>
        <source>What is this game?</source>
        <translation>どんなゲーム？</translation>
    </message>
    <message>
        <source>&amp;Try it</source>
        <translation>やってみる(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the game: play it against a friend or the computer</source>
        <translation>ゲームへ移動：友達やコンピュータと対局します</translation>
    </message>
</context>
<context>
    <name>nimlab::JobControls</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the computation (Esc)</source>
        <translation>計算を中止します (Esc)</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>中止しました</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Finished in %1 ms</source>
        <translation>%1 ms で完了</translation>
    </message>
    <message>
        <source>Failed: no result</source>
        <translation>失敗：結果なし</translation>
    </message>
</context>
<context>
    <name>nimlab::MainWindow</name>
    <message>
        <source>NimLab</source>
        <translation>NimLab</translation>
    </message>
    <message>
        <source>Nim-sum table</source>
        <translation>ニム和表</translation>
    </message>
    <message>
        <source>Build the nim-sum table three ways and compare them</source>
        <translation>ニム和表を3つの方法で作成して比較します</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open session...</source>
        <translation>セッションを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Replace the current session with one saved in a file</source>
        <translation>現在のセッションを、ファイルに保存されたセッションで置き換えます</translation>
    </message>
    <message>
        <source>&amp;Save session as...</source>
        <translation>名前を付けてセッションを保存(&amp;S)...</translation>
    </message>
    <message>
        <source>Save every tab&apos;s state to a file</source>
        <translation>すべてのタブの状態をファイルに保存します</translation>
    </message>
    <message>
        <source>&amp;Export table...</source>
        <translation>表をエクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About NimLab</source>
        <translation>NimLab について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>NimLab sessions (%1);;All files (*)</source>
        <translation>NimLab セッション (%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The session was not opened; nothing changed.

%1</source>
        <translation>セッションは開かれませんでした。何も変更されていません。

%1</translation>
    </message>
    <message>
        <source>Opened the session %1</source>
        <translation>セッション %1 を開きました</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <source>NimLab sessions (%1)</source>
        <translation>NimLab セッション (%1)</translation>
    </message>
    <message>
        <source>Saved the session to %1</source>
        <translation>セッションを %1 に保存しました</translation>
    </message>
    <message>
        <source>About NimLab</source>
        <translation>NimLab について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NimLab %1&lt;/h3&gt;&lt;p&gt;A workbench for learning impartial games: Nim, Fibonacci Nim, Wythoff&apos;s game and the nim-sum.&lt;/p&gt;&lt;p&gt;Every number in an explanation is computed exactly when it is shown.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NimLab %1&lt;/h3&gt;&lt;p&gt;不偏ゲームを学ぶためのワークベンチです：ニム、フィボナッチ・ニム、ワイソフのゲーム、ニム和。&lt;/p&gt;&lt;p&gt;説明に出てくる数値はすべて、表示するときに正確に計算しています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Play Nim and see why the nim-sum decides it</source>
        <translation>ニムをプレイし、ニム和で勝敗が決まる理由を確かめます</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>ワイソフのゲーム</translation>
    </message>
    <message>
        <source>Two piles or a queen on a chessboard: play, build the P-positions step by step, the golden ratio</source>
        <translation>2つの山、またはチェス盤上のクイーン：プレイし、後手必勝形を1ステップずつ構成し、黄金比との関係を見ます</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>フィボナッチ・ニム</translation>
    </message>
    <message>
        <source>One pile or several: the Zeckendorf strategy, the worked examples and the Grundy values</source>
        <translation>1つの山でも複数の山でも：ゼッケンドルフ表現による戦略、例、グランディ値</translation>
    </message>
    <message>
        <source>Save the nim-sum table as CSV or PNG (in the nim-sum table tab)</source>
        <translation>ニム和表を CSV または PNG として保存します（ニム和表タブで使えます）</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>ゲームの和</translation>
    </message>
    <message>
        <source>Nim heaps, Fibonacci Nim piles and Wythoff positions played together: the Sprague-Grundy theorem at work</source>
        <translation>ニムの山、フィボナッチ・ニムの山、ワイソフのゲームの局面を一緒に遊ぶ：スプレイグ=グランディの定理の実例</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move of this tab&apos;s game</source>
        <translation>このタブの対局の最後の手を取り消します</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Play again a move that was taken back</source>
        <translation>取り消した手をもう一度打ちます</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しい対局(&amp;N)</translation>
    </message>
    <message>
        <source>Start this tab&apos;s game again from its start position</source>
        <translation>このタブの対局を開始局面からやり直します</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show one winning move, or why there is none</source>
        <translation>勝利手を1つ、またはそれがない理由を表示します</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Exercises: find the winning move, or say there is none; ten a round, with a score</source>
        <translation>練習問題：勝利手を見つけるか、勝利手がないと答えます。1ラウンド10問、得点付き</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <translation>練習プリントを書き出す(&amp;W)...</translation>
    </message>
    <message>
        <source>Save practice exercises and their answer key as a PDF to print</source>
        <translation>練習問題とその解答を、印刷用の PDF として保存します</translation>
    </message>
    <message>
        <source>&amp;Print worksheet...</source>
        <translation>練習プリントを印刷(&amp;P)...</translation>
    </message>
    <message>
        <source>Print practice exercises and their answer key</source>
        <translation>練習問題とその解答を印刷します</translation>
    </message>
    <message>
        <source>&amp;Students&apos; view (hide the answers)</source>
        <translation>生徒用（答えを隠す）(&amp;S)</translation>
    </message>
    <message>
        <source>Hide the analysis, the hints, the move colours and the P-positions in every game, so that a class can find the strategy (%1)</source>
        <translation>すべてのゲームで解析、ヒント、手の色分け、後手必勝形を隠し、クラスで戦略を見つけられるようにします（%1）</translation>
    </message>
    <message>
        <source>&amp;What is this game?</source>
        <translation>どんなゲーム？(&amp;W)</translation>
    </message>
    <message>
        <source>The rules of this tab&apos;s game in a few sentences, with a picture</source>
        <translation>このタブのゲームのルールを短い文と図で説明します</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>配色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
</context>
<context>
    <name>nimlab::MiniQueenBoard</name>
    <message>
        <source>The queen is at (%1, %2).</source>
        <translation>クイーンは (%1, %2) にあります。</translation>
    </message>
</context>
<context>
    <name>nimlab::MoveListModel</name>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>kept a won position</source>
        <translation>勝ちの局面を保った</translation>
    </message>
    <message>
        <source>missed a win</source>
        <translation>勝ちを逃した</translation>
    </message>
    <message>
        <source>from a lost position</source>
        <translation>負けの局面から</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>取り消し済み：「やり直し」でもう一度打てます</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>完璧</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>First computer (%1)</source>
        <translation>先手のコンピューター（%1）</translation>
    </message>
    <message>
        <source>Second computer (%1)</source>
        <translation>後手のコンピューター（%1）</translation>
    </message>
    <message>
        <source>missed a win: %1 would have won</source>
        <translation>勝ちを逃した：%1 なら勝てた</translation>
    </message>
</context>
<context>
    <name>nimlab::MoveValue</name>
    <message>
        <source>Winning move</source>
        <translation>勝利手</translation>
    </message>
    <message>
        <source>Losing move</source>
        <translation>負ける手</translation>
    </message>
</context>
<context>
    <name>nimlab::NimAnalysisView</name>
    <message>
        <source>Heap %1 = %2</source>
        <translation>山%1 = %2</translation>
    </message>
    <message>
        <source>Ones in the column</source>
        <translation>列の1の個数</translation>
    </message>
    <message>
        <source>Nim-sum = %1</source>
        <translation>ニム和 = %1</translation>
    </message>
    <message>
        <source>Every winning move:</source>
        <translation>すべての勝利手：</translation>
    </message>
</context>
<context>
    <name>nimlab::NimBoard</name>
    <message>
        <source>Heap %1: enter how many coins to leave, a whole number from 0 to %2.</source>
        <translation>山%1：残すコインの枚数を0から%2までの整数で入力してください。</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>山%1</translation>
    </message>
    <message>
        <source>Leave:</source>
        <translation>残す枚数：</translation>
    </message>
    <message>
        <source>The number of coins to leave in this heap (smaller than it has now)</source>
        <translation>この山に残すコインの枚数（今より少ない数）</translation>
    </message>
    <message>
        <source>Coins to leave in heap %1</source>
        <translation>山%1に残すコインの枚数</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>取る</translation>
    </message>
    <message>
        <source>Lower heap %1 to the number entered</source>
        <translation>山%1を入力した枚数まで減らします</translation>
    </message>
    <message>
        <source>Heap %1 as coins: click a coin to take it and every coin to its right</source>
        <translation>山%1のコイン：コインをクリックすると、そのコインと右側のすべてのコインを取ります</translation>
    </message>
    <message>
        <source>Heap %1: empty</source>
        <translation>山%1：空</translation>
    </message>
    <message>
        <source>Heap %1: %2 coins, you may take 1 to %3</source>
        <translation>山%1：コイン%2枚、1枚から%3枚まで取れます</translation>
    </message>
</context>
<context>
    <name>nimlab::NimSumBuilderTab</name>
    <message>
        <source>Comparison cancelled.</source>
        <translation>比較を中止しました。</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S)：</translation>
    </message>
    <message>
        <source>Rows and columns of the table: a power of two from 1 to 4096</source>
        <translation>表の行数と列数：1から4096までの2のべき乗</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>表のサイズ</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>1: bitwise XOR</source>
        <translation>1：ビットごとの排他的論理和（XOR）</translation>
    </message>
    <message>
        <source>2: smallest unused value (mex)</source>
        <translation>2：未使用最小整数（mex）</translation>
    </message>
    <message>
        <source>3: recursive 2^k blocks</source>
        <translation>3：再帰的構成法（2^k のブロック）</translation>
    </message>
    <message>
        <source>How the table is built, as in the three methods of the nim-sum article</source>
        <translation>表の作成方法（ニム和の記事にある3つの方法）</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>S&amp;tep by step</source>
        <translation>ステップごと(&amp;T)</translation>
    </message>
    <message>
        <source>Build the table one step at a time, with an explanation of each step (sizes up to 32)</source>
        <translation>表を1ステップずつ作成し、各ステップを説明します（サイズ32まで）</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>Build the table by all three methods and compare them</source>
        <translation>3つの方法すべてで表を作成して比較します</translation>
    </message>
    <message>
        <source>&amp;Binary</source>
        <translation>2進数(&amp;B)</translation>
    </message>
    <message>
        <source>Show the values in binary</source>
        <translation>値を2進数で表示します</translation>
    </message>
    <message>
        <source>Save the table as CSV or as a PNG picture</source>
        <translation>表を CSV または PNG 画像として保存します</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <source>How fast Play goes through the steps</source>
        <translation>再生でステップを進める速さ</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>Compare the three methods</source>
        <translation>3つの方法を比較</translation>
    </message>
    <message>
        <source>Build &amp;again</source>
        <translation>もう一度作成(&amp;A)</translation>
    </message>
    <message>
        <source>Build the table by all three methods again and time them</source>
        <translation>3つの方法すべてで表をもう一度作成し、時間を計測します</translation>
    </message>
    <message>
        <source>Progress of the comparison</source>
        <translation>比較の進捗</translation>
    </message>
    <message>
        <source>Nim-sum table</source>
        <translation>ニム和表</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>Building the %1 x %1 table three ways...</source>
        <translation>%1 × %1 の表を3つの方法で作成しています…</translation>
    </message>
    <message>
        <source>The three methods agree cell for cell (%1 cells).</source>
        <translation>3つの方法はすべてのマスで一致します（%1マス）。</translation>
    </message>
    <message>
        <source>The methods disagree at (%1, %2).</source>
        <translation>方法の結果が (%1, %2) で食い違います。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Elementary operations</source>
        <translation>基本演算の回数</translation>
    </message>
    <message>
        <source>XOR</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>mex</source>
        <translation>mex</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>再帰的構成法</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>No comparison yet.</source>
        <translation>まだ比較していません。</translation>
    </message>
    <message>
        <source>There is no table to export yet.</source>
        <translation>エクスポートできる表がまだありません。</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>表をエクスポート</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;PNG picture (*.png)</source>
        <translation>CSV 表 (*.csv);;PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>Heat ma&amp;p</source>
        <translation>ヒートマップ(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>エクスポート(&amp;X)...</translation>
    </message>
    <message>
        <source>First step (%1)</source>
        <translation>最初のステップ（%1）</translation>
    </message>
    <message>
        <source>Previous step (%1)</source>
        <translation>前のステップ（%1）</translation>
    </message>
    <message>
        <source>Next step (%1)</source>
        <translation>次のステップ（%1）</translation>
    </message>
    <message>
        <source>Last step: the finished table (%1)</source>
        <translation>最後のステップ：完成した表（%1）</translation>
    </message>
    <message>
        <source>Play the steps one after another (%1)</source>
        <translation>ステップを順に自動で進めます（%1）</translation>
    </message>
    <message>
        <source>nim-sum(%1, %2) = %3</source>
        <translation>ニム和(%1, %2) = %3</translation>
    </message>
    <message>
        <source>Colour each cell by its value; when comparing, show the whole table as a heat map to zoom into</source>
        <translation>各マスを値に応じて色分けします。比較では、表全体をヒートマップで表示して拡大できるようにします</translation>
    </message>
    <message>
        <source>Heat map of the nim-sum table</source>
        <translation>ニム和表のヒートマップ</translation>
    </message>
    <message>
        <source>n →</source>
        <translation>n →</translation>
    </message>
    <message>
        <source>m →</source>
        <translation>m →</translation>
    </message>
    <message>
        <source>nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>The heat map shows the table when the comparison has finished.</source>
        <translation>比較が終わると、ヒートマップに表が表示されます。</translation>
    </message>
    <message>
        <source>Press Next (%1) to fill the table one step at a time.</source>
        <translation>「次へ」（%1）を押すと、表を1ステップずつ埋めます。</translation>
    </message>
</context>
<context>
    <name>nimlab::NimSumTableModel</name>
    <message>
        <source>nim-sum(%1, %2) = %3</source>
        <translation>ニム和(%1, %2) = %3</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <source>nim-sum(%1, %2) = %3, read by this step (the smallest value not used to the left and above)</source>
        <translation>ニム和(%1, %2) = %3、このステップで読み取った値（左側と上側で使われていない最小の値）</translation>
    </message>
</context>
<context>
    <name>nimlab::NimTab</name>
    <message>
        <source>&apos;%1&apos; is not a number of coins: enter whole numbers from 0 to 2^63 separated by spaces.</source>
        <translation>「%1」はコインの枚数ではありません。0から2^63までの整数を空白で区切って入力してください。</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>1 to 10 heaps of 0 to 2^63 coins, separated by spaces, e.g. 6 12 9</source>
        <translation>0〜2^63枚のコインの山を1〜10個、空白で区切って入力します（例：6 12 9）</translation>
    </message>
    <message>
        <source>Heaps of the start position</source>
        <translation>開始局面の山</translation>
    </message>
    <message>
        <source>&amp;Misère play</source>
        <translation>逆形(&amp;M)</translation>
    </message>
    <message>
        <source>The player who takes the last coin loses</source>
        <translation>最後のコインを取ったプレイヤーが負けます</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game from these heaps</source>
        <translation>これらの山で新しい対局を始めます</translation>
    </message>
    <message>
        <source>Heaps</source>
        <translation>山</translation>
    </message>
    <message>
        <source>Analysis: the nim-sum in binary</source>
        <translation>解析：2進数で見るニム和</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>この局面からプレイ</translation>
    </message>
    <message>
        <source>Start a game from the position of this step of the example</source>
        <translation>例のこのステップの局面から対局を始めます</translation>
    </message>
    <message>
        <source>Open the 8 x 8 nim-sum table</source>
        <translation>8 × 8 のニム和表を開く</translation>
    </message>
    <message>
        <source>Show the article&apos;s nim-sum table of 0 to 7 in the table builder</source>
        <translation>元記事の0以上7以下のニム和表を、ニム和表のタブで表示します</translation>
    </message>
    <message>
        <source>The article&apos;s example (6, 12, 9), step by step</source>
        <translation>記事の例 (6, 12, 9) を1ステップずつ</translation>
    </message>
    <message>
        <source>Heap&amp;s:</source>
        <translation>山(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>nimlab::NimTableFigureModel</name>
    <message>
        <source>highlighted</source>
        <translation>強調表示</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>10進数</translation>
    </message>
    <message>
        <source>The %1s column, which this step talks about</source>
        <translation>%1の位の列（このステップで扱う列）</translation>
    </message>
    <message>
        <source>The %1s column</source>
        <translation>%1の位の列</translation>
    </message>
    <message>
        <source>nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>Heap %1 (%2 → %3)</source>
        <translation>山%1（%2 → %3）</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>山%1</translation>
    </message>
</context>
<context>
    <name>nimlab::PracticeSummary</name>
    <message>
        <source>%1:%2</source>
        <comment>a duration: minutes:seconds</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Round over: %1 of %2 right in %3.</source>
        <translation>ラウンド終了：%3で%2問中%1問正解しました。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Your best round at this level so far!</source>
        <translation>このレベルでこれまでの最高のラウンドです！</translation>
    </message>
    <message>
        <source>No exercise missed.</source>
        <translation>間違えた問題はありません。</translation>
    </message>
    <message>
        <source>Missed: click one to see it again with its answer.</source>
        <translation>間違えた問題：クリックすると、答えと一緒にもう一度表示します。</translation>
    </message>
    <message>
        <source>Exercise %1: %2</source>
        <translation>練習問題%1：%2</translation>
    </message>
</context>
<context>
    <name>nimlab::PracticeTab</name>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L)：</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>フィボナッチ・ニム</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>ワイソフのゲーム</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>ゲームの和</translation>
    </message>
    <message>
        <source>Level 1 has small positions; levels 2 and 3 larger ones</source>
        <translation>レベル1は小さい局面、レベル2と3はより大きい局面です</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>新しいラウンド(&amp;R)</translation>
    </message>
    <message>
        <source>Ten new exercises of this game and level</source>
        <translation>このゲームとレベルの新しい練習問題を10問出します</translation>
    </message>
    <message>
        <source>There is &amp;no winning move</source>
        <translation>勝利手はない(&amp;N)</translation>
    </message>
    <message>
        <source>Answer that every move leaves the opponent a winning position</source>
        <translation>どの手を打っても相手に勝ちの局面が残る、と答えます</translation>
    </message>
    <message>
        <source>&amp;Back to the summary</source>
        <translation>まとめに戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Preparing the exercises...</source>
        <translation>練習問題を準備しています...</translation>
    </message>
    <message>
        <source>Seed of the round: %1</source>
        <translation>ラウンドのシード：%1</translation>
    </message>
    <message>
        <source>nimlab-cli exercise --game %1 --level %2 --count %3 --seed %4 prints the same exercises</source>
        <translation>nimlab-cli exercise --game %1 --level %2 --count %3 --seed %4 で同じ練習問題を出力できます</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>ラウンド終了</translation>
    </message>
    <message>
        <source>Exercise %1 of %2, again</source>
        <translation>練習問題 %1 / %2（もう一度）</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>練習問題 %1 / %2</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>得点：%2問中%1問</translation>
    </message>
    <message>
        <source>Streak: %1 (longest %2)</source>
        <translation>連続正解：%1（最長%2）</translation>
    </message>
    <message>
        <source>Best round at this level: %1 of %2 in %3</source>
        <translation>このレベルの最高ラウンド：%3で%2問中%1問</translation>
    </message>
    <message>
        <source>No round of this game and level finished yet</source>
        <translation>このゲームとレベルで終えたラウンドはまだありません</translation>
    </message>
    <message>
        <source>%1. Play a winning move on the board, or say that there is none.</source>
        <translation>%1。盤上で勝利手を打つか、勝利手がないと答えてください。</translation>
    </message>
    <message>
        <source>Show the &amp;summary</source>
        <translation>まとめを表示(&amp;S)</translation>
    </message>
    <message>
        <source>Ne&amp;xt exercise</source>
        <translation>次の練習問題(&amp;X)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解です。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正解です。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>You said there is no winning move.</source>
        <translation>あなたは勝利手がないと答えました。</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>あなたの手：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Every winning move (%n):</source>
        <translation>
            <numerusform>すべての勝利手（%n通り）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nimlab::StartValuesChart</name>
    <message>
        <source>Starting values g(n, n − 1): 0 exactly at the Fibonacci numbers</source>
        <translation>開始時の値 g(n, n − 1)：0になるのはフィボナッチ数のときだけ</translation>
    </message>
    <message>
        <source>g(n, n − 1)</source>
        <translation>g(n, n − 1)</translation>
    </message>
    <message>
        <source>Fibonacci numbers</source>
        <translation>フィボナッチ数</translation>
    </message>
    <message>
        <source>Chart of the starting values</source>
        <translation>開始時の値のグラフ</translation>
    </message>
    <message>
        <source>coins n (logarithmic scale)</source>
        <translation>コイン n（対数目盛）</translation>
    </message>
</context>
<context>
    <name>nimlab::SumAnalysisView</name>
    <message>
        <source>The Grundy tables for this position are being built.</source>
        <translation>この局面のグランディ値の表を作っています。</translation>
    </message>
    <message>
        <source>Each component&apos;s Grundy value, and why</source>
        <translation>各成分のグランディ値とその理由</translation>
    </message>
    <message>
        <source>The values in binary</source>
        <translation>値の2進数表示</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Worth noticing</source>
        <translation>注目したい点</translation>
    </message>
    <message>
        <source>Every winning move (%1)</source>
        <translation>すべての勝利手（%1）</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>逆形</translation>
    </message>
</context>
<context>
    <name>nimlab::SumBoard</name>
    <message>
        <source>Nim heap</source>
        <translation>ニムの山</translation>
    </message>
    <message>
        <source>Fibonacci Nim pile
quota %1</source>
        <translation>フィボナッチ・ニムの山
クォータ%1</translation>
    </message>
    <message>
        <source>Component %1 as coins: click a coin to take it and every coin to its right</source>
        <translation>成分%1のコイン：コインをクリックすると、そのコインと右側のコインをすべて取ります</translation>
    </message>
    <message>
        <source>Leave:</source>
        <translation>残す枚数：</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>取る枚数：</translation>
    </message>
    <message>
        <source>The number of coins to leave in this heap</source>
        <translation>この山に残すコインの枚数</translation>
    </message>
    <message>
        <source>The number of coins to take</source>
        <translation>取るコインの枚数</translation>
    </message>
    <message>
        <source>Move in component %1</source>
        <translation>成分%1での手</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>取る</translation>
    </message>
    <message>
        <source>Make this move in component %1</source>
        <translation>成分%1でこの手を打ちます</translation>
    </message>
    <message>
        <source>Wythoff (%1, %2)</source>
        <translation>ワイソフ (%1, %2)</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>移動先：</translation>
    </message>
    <message>
        <source>The square to move the queen to, as x,y (left, down or diagonally down-left)</source>
        <translation>クイーンを動かすマス。x,y の形で入力します（左、下、または左下斜め）</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>動かす</translation>
    </message>
    <message>
        <source>Component %1: enter how many coins to leave, a whole number below %2.</source>
        <translation>成分%1：残すコインの枚数を、%2未満の整数で入力してください。</translation>
    </message>
    <message>
        <source>Component %1: enter how many coins to take, a whole number up to %2.</source>
        <translation>成分%1：取るコインの枚数を、%2以下の整数で入力してください。</translation>
    </message>
    <message>
        <source>Component %1: enter the square to move to as two whole numbers, x,y.</source>
        <translation>成分%1：移動先のマスを2つの整数で x,y の形で入力してください。</translation>
    </message>
    <message>
        <source>%1. %2: no move</source>
        <translation>%1. %2：打てる手なし</translation>
    </message>
    <message>
        <source>%1. %2: you may take 1 to %3</source>
        <translation>%1. %2：1枚から%3枚まで取れます</translation>
    </message>
    <message>
        <source>Component %1 as a queen&apos;s board</source>
        <translation>成分%1のクイーンの盤</translation>
    </message>
</context>
<context>
    <name>nimlab::SumLab</name>
    <message>
        <source>The tables were not built, so the game did not start.</source>
        <translation>表が作成されなかったため、対局は始まりませんでした。</translation>
    </message>
</context>
<context>
    <name>nimlab::SumsTab</name>
    <message>
        <source>Components</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>Analysis: the Sprague-Grundy theorem at work</source>
        <translation>解析：スプレイグ=グランディの定理の実例</translation>
    </message>
    <message>
        <source>Nim 3 + Fibonacci Nim 10 (quota 9) + Wythoff (4, 4), step by step</source>
        <translation>ニム3 + フィボナッチ・ニム10（クォータ9）+ ワイソフ (4, 4) を順に</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a component: write nim:H, fib:N, fib:N/Q or wythoff:X,Y, separated by spaces.</source>
        <translation>「%1」は成分ではありません。nim:H、fib:N、fib:N/Q、wythoff:X,Y の形で、空白で区切って書いてください。</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>C&amp;omponents:</source>
        <translation>成分(&amp;O)：</translation>
    </message>
    <message>
        <source>1 to 10 components separated by spaces: nim:H (a Nim heap), fib:N or fib:N/Q (a Fibonacci Nim pile of N coins, quota Q, N - 1 if left out), wythoff:X,Y</source>
        <translation>空白で区切った1〜10個の成分：nim:H（ニムの山）、fib:N または fib:N/Q（N枚のフィボナッチ・ニムの山、クォータQ、省略時はN - 1）、wythoff:X,Y</translation>
    </message>
    <message>
        <source>Components of the start position</source>
        <translation>開始局面の成分</translation>
    </message>
    <message>
        <source>+ Nim heap</source>
        <translation>＋ニムの山</translation>
    </message>
    <message>
        <source>Add a Nim heap of 5 coins (edit the numbers as you like)</source>
        <translation>5枚のニムの山を加えます（数は自由に書き換えられます）</translation>
    </message>
    <message>
        <source>+ Fibonacci Nim pile</source>
        <translation>＋フィボナッチ・ニムの山</translation>
    </message>
    <message>
        <source>Add a Fibonacci Nim pile of 8 coins with quota 7</source>
        <translation>クォータ7で8枚のフィボナッチ・ニムの山を加えます</translation>
    </message>
    <message>
        <source>+ Wythoff position</source>
        <translation>＋ワイソフの局面</translation>
    </message>
    <message>
        <source>Add the Wythoff position (3, 5)</source>
        <translation>ワイソフのゲームの局面 (3, 5) を加えます</translation>
    </message>
    <message>
        <source>Remove the last</source>
        <translation>最後を削除</translation>
    </message>
    <message>
        <source>Remove the last component</source>
        <translation>最後の成分を削除します</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game of this sum (building the Grundy tables it needs first)</source>
        <translation>この和で新しい対局を始めます（必要なグランディ値の表を先に作ります）</translation>
    </message>
    <message>
        <source>Progress of the Grundy tables</source>
        <translation>グランディ値の表の進み具合</translation>
    </message>
    <message>
        <source>Play this sum</source>
        <translation>この和で対局する</translation>
    </message>
    <message>
        <source>Start a game from the example&apos;s sum</source>
        <translation>例の和から対局を始めます</translation>
    </message>
</context>
<context>
    <name>nimlab::ValueHistoryView</name>
    <message>
        <source>The start</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>%1手目の後</translation>
    </message>
    <message>
        <source>The move before missed a win.</source>
        <translation>直前の手は勝ちを逃しました。</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>形勢の推移</translation>
    </message>
</context>
<context>
    <name>nimlab::WindowZoom</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger text, boards, tables and charts, for the back row</source>
        <translation>文字、盤、表、グラフを大きくします（後ろの席からも見やすく）</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller text, boards, tables and charts</source>
        <translation>文字、盤、表、グラフを小さくします</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>100% 表示(&amp;A)</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>倍率 %1%</translation>
    </message>
    <message>
        <source>Zoom in: %1. Zoom out: %2. Actual size: %3.</source>
        <translation>拡大：%1。縮小：%2。100% 表示：%3。</translation>
    </message>
</context>
<context>
    <name>nimlab::WorksheetDialog</name>
    <message>
        <source>Export worksheet</source>
        <translation>練習プリントを書き出す</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>練習プリントを印刷</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>練習問題の数(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S)：</translation>
    </message>
    <message>
        <source>The same seed gives the same exercises: give it to a class to hand out the same sheet</source>
        <translation>同じシードからは同じ練習問題ができます。シードをクラスに伝えれば、同じプリントを配れます</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>新しいシード(&amp;N)</translation>
    </message>
    <message>
        <source>Save as PDF...</source>
        <translation>PDF として保存...</translation>
    </message>
    <message>
        <source>Print...</source>
        <translation>印刷...</translation>
    </message>
</context>
<context>
    <name>nimlab::WorksheetExport</name>
    <message>
        <source>Export worksheet</source>
        <translation>練習プリントを書き出す</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the worksheet...</source>
        <translation>練習プリントを書き出しています...</translation>
    </message>
    <message>
        <source>Worksheet saved to %1.</source>
        <translation>練習プリントを %1 に保存しました。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Printing the worksheet...</source>
        <translation>練習プリントを印刷しています...</translation>
    </message>
    <message>
        <source>Worksheet sent to the printer.</source>
        <translation>練習プリントをプリンターに送りました。</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>練習プリントを印刷</translation>
    </message>
    <message>
        <source>The worksheet could not be printed.</source>
        <translation>練習プリントを印刷できませんでした。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancelled: no worksheet was written or printed.</source>
        <translation>キャンセルしました。練習プリントは書き出しも印刷もしていません。</translation>
    </message>
    <message>
        <source>The worksheet could not be made.</source>
        <translation>練習プリントを作れませんでした。</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffAnalysisView</name>
    <message>
        <source>Analysis of the position</source>
        <translation>局面の解析</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffBoard</name>
    <message>
        <source>The queen is at (%1, %2), off this %3 x %3 board: play with the piles.</source>
        <translation>クイーンは (%1, %2) にあり、この %3 × %3 の盤の外です。山を使ってプレイしてください。</translation>
    </message>
    <message>
        <source>P-position: the player who just moved wins</source>
        <translation>後手必勝形（〇）：直前に手を打ったプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>N-position: one move reaches a P-position</source>
        <translation>後手必敗形（×）：1手で後手必勝形に移れる</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>まだ決まっていません</translation>
    </message>
    <message>
        <source>Click to move the queen here</source>
        <translation>クリックするとクイーンをここへ動かします</translation>
    </message>
    <message>
        <source>Queen&apos;s board</source>
        <translation>クイーンの盤</translation>
    </message>
    <message>
        <source>Column x from the left, row y from the bottom; the queen moves left, down or diagonally down-left. The queen is at (%1, %2).</source>
        <translation>x は左から、y は下から数えます。クイーンは左、下、または左下の斜めに進みます。クイーンは (%1, %2) にいます。</translation>
    </message>
    <message>
        <source>No winning move.</source>
        <translation>勝利手はありません。</translation>
    </message>
    <message>
        <source>Winning moves outlined: %1.</source>
        <translation>枠で囲んだ勝利手：%1。</translation>
    </message>
    <message>
        <source>The construction on the board</source>
        <translation>盤上の構成</translation>
    </message>
    <message>
        <source>Chosen: (%1, %2); press Enter to move the queen there.</source>
        <translation>選択中：(%1, %2)。Enter キーを押すと、クイーンをそこへ動かします。</translation>
    </message>
    <message>
        <source>Chosen: (%1, %2), out of the queen&apos;s reach.</source>
        <translation>選択中：(%1, %2)。クイーンが届かないマスです。</translation>
    </message>
    <message>
        <source>The arrow keys choose a square, Enter moves the queen there.</source>
        <translation>矢印キーでマスを選び、Enter キーでクイーンをそこへ動かします。</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffChartsPanel</name>
    <message>
        <source>Grundy values: cancelled.</source>
        <translation>グランディ値：計算を中止しました。</translation>
    </message>
    <message>
        <source>G(%1, %2) = 0: a P-position</source>
        <translation>G(%1, %2) = 0：後手必勝形</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3</source>
        <translation>G(%1, %2) = %3</translation>
    </message>
    <message>
        <source>Computing the Grundy values of %1 × %1 positions...</source>
        <translation>%1 × %1 の局面のグランディ値を計算しています…</translation>
    </message>
    <message>
        <source>%1 × %1 positions. Point at the map to see a value.</source>
        <translation>%1 × %1 の局面。マップ上にマウスを置くと値が表示されます。</translation>
    </message>
    <message>
        <source>No Grundy values yet.</source>
        <translation>まだグランディ値がありません。</translation>
    </message>
    <message>
        <source>Grundy values G(x, y): black where G = 0 (the P-positions); sums of Wythoff games are played by the nim-sum of these values</source>
        <translation>グランディ値 G(x, y)：G = 0（後手必勝形）は黒。ワイソフのゲームの和は、これらの値のニム和に従ってプレイします</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>サイズ(&amp;Z)：</translation>
    </message>
    <message>
        <source>Positions per side of the heat map</source>
        <translation>ヒートマップの1辺あたりの局面数</translation>
    </message>
    <message>
        <source>Heat map size</source>
        <translation>ヒートマップのサイズ</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>計算(&amp;C)</translation>
    </message>
    <message>
        <source>Compute the Grundy values off the GUI thread</source>
        <translation>GUI スレッドとは別のスレッドでグランディ値を計算します</translation>
    </message>
    <message>
        <source>Progress of the Grundy values</source>
        <translation>グランディ値の計算の進捗</translation>
    </message>
    <message>
        <source>Heat map of the Grundy values</source>
        <translation>グランディ値のヒートマップ</translation>
    </message>
    <message>
        <source>pile x →</source>
        <translation>山 x →</translation>
    </message>
    <message>
        <source>pile y →</source>
        <translation>山 y →</translation>
    </message>
    <message>
        <source>G(x, y)</source>
        <translation>G(x, y)</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffConstructionPanel</name>
    <message>
        <source>Table of P-positions</source>
        <translation>後手必勝形の表</translation>
    </message>
    <message>
        <source>The article&apos;s table: column n holds (⌊nφ⌋, ⌊nφ²⌋); the misère rows differ only in the first two columns</source>
        <translation>元記事の表：列 n は (⌊nφ⌋, ⌊nφ²⌋) です。逆形の行が異なるのは最初の2列だけです</translation>
    </message>
    <message>
        <source>What the step did on the board</source>
        <translation>このステップで盤上に起きたこと</translation>
    </message>
    <message>
        <source>○ red: P-positions; × grey: N-positions (orange: marked by this step); blank: not decided yet.</source>
        <translation>赤の○：後手必勝形、灰色の×：後手必敗形（オレンジ：このステップで印を付けたもの）、空白：まだ決まっていない局面。</translation>
    </message>
    <message>
        <source>P-positions (x ≤ y) found so far, n = 0 to %1</source>
        <translation>これまでに見つかった後手必勝形（x ≤ y）、n = 0〜%1</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffExplainPanel</name>
    <message>
        <source>n is a whole number from 0 to %1 (the last P-position that fits in 64 bits).</source>
        <translation>n は0から%1までの整数です（64ビットに収まる最後の後手必勝形）。</translation>
    </message>
    <message>
        <source>The P-position for n = %1</source>
        <translation>n = %1 の後手必勝形</translation>
    </message>
    <message>
        <source>Beatty sequences and Rayleigh&apos;s theorem</source>
        <translation>ビーティ数列とレイリーの定理</translation>
    </message>
    <message>
        <source>The Zeckendorf form</source>
        <translation>ゼッケンドルフ表現による形</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>逆形</translation>
    </message>
    <message>
        <source>Explain &amp;n:</source>
        <translation>説明する n(&amp;N)：</translation>
    </message>
    <message>
        <source>Any n from 0 to %1; press Enter to explain it</source>
        <translation>0から%1までの任意の n。Enter キーを押すと説明します</translation>
    </message>
    <message>
        <source>n to explain</source>
        <translation>説明する n</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>説明</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffPTableModel</name>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>x (misère)</source>
        <translation>x（逆形）</translation>
    </message>
    <message>
        <source>y (misère)</source>
        <translation>y（逆形）</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffPiles</name>
    <message>
        <source>Enter how many coins to take: a whole number from 1 to %1.</source>
        <translation>取るコインの枚数を、1から%1までの整数で入力してください。</translation>
    </message>
    <message>
        <source>First pile (x):</source>
        <translation>1つ目の山 (x)：</translation>
    </message>
    <message>
        <source>Second pile (y):</source>
        <translation>2つ目の山 (y)：</translation>
    </message>
    <message>
        <source>Coins in the first pile</source>
        <translation>1つ目の山のコイン</translation>
    </message>
    <message>
        <source>Coins in the second pile</source>
        <translation>2つ目の山のコイン</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>How many coins to take: any whole number up to the pile, exactly (piles up to 2^62)</source>
        <translation>取るコインの枚数：山の枚数以下の任意の整数を正確に扱います（山は2^62まで）</translation>
    </message>
    <message>
        <source>Coins to take</source>
        <translation>取るコインの枚数</translation>
    </message>
    <message>
        <source>Take them from the first pile: the queen moves left</source>
        <translation>1つ目の山から取ります：クイーンは左に進みます</translation>
    </message>
    <message>
        <source>Take them from the second pile: the queen moves down</source>
        <translation>2つ目の山から取ります：クイーンは下に進みます</translation>
    </message>
    <message>
        <source>Take that many from each pile: the queen moves diagonally down-left</source>
        <translation>両方の山からその枚数ずつ取ります：クイーンは左下に斜めに進みます</translation>
    </message>
    <message>
        <source>Ta&amp;ke:</source>
        <translation>取る枚数(&amp;K)：</translation>
    </message>
    <message>
        <source>From the first</source>
        <translation>1つ目から</translation>
    </message>
    <message>
        <source>From the second</source>
        <translation>2つ目から</translation>
    </message>
    <message>
        <source>From both</source>
        <translation>両方から</translation>
    </message>
    <message>
        <source>First pile (x)</source>
        <translation>1つ目の山 (x)</translation>
    </message>
    <message>
        <source>Second pile (y)</source>
        <translation>2つ目の山 (y)</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空</translation>
    </message>
    <message>
        <source>%1: %2 coins; click a coin to take it and every coin after it</source>
        <translation>%1：コイン%2枚。コインをクリックすると、そのコインとその後のすべてのコインを取ります</translation>
    </message>
    <message>
        <source>%1 as coins</source>
        <translation>%1のコイン</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffPlayView</name>
    <message>
        <source>The queen&apos;s board</source>
        <translation>クイーンの盤</translation>
    </message>
    <message>
        <source>Two piles</source>
        <translation>2つの山</translation>
    </message>
    <message>
        <source>Two piles and the queen&apos;s board</source>
        <translation>2つの山とクイーンの盤</translation>
    </message>
    <message>
        <source>Piles and board</source>
        <translation>山と盤</translation>
    </message>
    <message>
        <source>The board only</source>
        <translation>盤のみ</translation>
    </message>
    <message>
        <source>The piles only</source>
        <translation>山のみ</translation>
    </message>
    <message>
        <source>The same position as two piles of coins and as a queen on a chessboard</source>
        <translation>同じ局面を、2つのコインの山とチェス盤上のクイーンで表示します</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Colour the P-positions on the board (misère ones in misère play)</source>
        <translation>盤上の後手必勝形に色を付けます（逆形では逆形の後手必勝形）</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>盤(&amp;B)：</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> マス</translation>
    </message>
    <message>
        <source>Squares on each side of the board: 8 to 30</source>
        <translation>盤の1辺のマス数：8〜30</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>盤のサイズ</translation>
    </message>
    <message>
        <source>Blue: the squares the queen reaches (click one to move there). Red: P-positions, when shown. Green: winning moves, after a hint. Dashed: where she came from.</source>
        <translation>青：クイーンが移動できるマス（クリックするとそこへ移動）。赤：後手必勝形（表示しているとき）。緑：勝利手（ヒントの後）。破線：クイーンの移動元。</translation>
    </message>
    <message>
        <source>Sh&amp;ow:</source>
        <translation>表示(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Show P-positions</source>
        <translation>後手必勝形を表示(&amp;S)</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffScatterChart</name>
    <message>
        <source>P-positions and the golden ratio</source>
        <translation>後手必勝形と黄金比</translation>
    </message>
    <message>
        <source>x (first pile)</source>
        <translation>x（1つ目の山）</translation>
    </message>
    <message>
        <source>y (second pile)</source>
        <translation>y（2つ目の山）</translation>
    </message>
    <message>
        <source>P-positions</source>
        <translation>後手必勝形</translation>
    </message>
    <message>
        <source>y = φx</source>
        <translation>y = φx</translation>
    </message>
    <message>
        <source>y = x / φ</source>
        <translation>y = x / φ</translation>
    </message>
    <message>
        <source>Chart of the P-positions</source>
        <translation>後手必勝形のグラフ</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffStartBox</name>
    <message>
        <source>First pile: %1</source>
        <translation>1つ目の山：%1</translation>
    </message>
    <message>
        <source>Second pile: %1</source>
        <translation>2つ目の山：%1</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>&amp;x:</source>
        <translation>&amp;x：</translation>
    </message>
    <message>
        <source>Coins in the first pile (the queen&apos;s column): 0 to 2^62</source>
        <translation>1つ目の山のコイン（クイーンの列）：0〜2^62</translation>
    </message>
    <message>
        <source>First pile of the start position</source>
        <translation>開始局面の1つ目の山</translation>
    </message>
    <message>
        <source>&amp;y:</source>
        <translation>&amp;y：</translation>
    </message>
    <message>
        <source>Coins in the second pile (the queen&apos;s row): 0 to 2^62</source>
        <translation>2つ目の山のコイン（クイーンの行）：0〜2^62</translation>
    </message>
    <message>
        <source>Second pile of the start position</source>
        <translation>開始局面の2つ目の山</translation>
    </message>
    <message>
        <source>&amp;Misère play</source>
        <translation>逆形(&amp;M)</translation>
    </message>
    <message>
        <source>The player who takes the last coin loses</source>
        <translation>最後のコインを取ったプレイヤーが負けます</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game from these piles</source>
        <translation>これらの山で新しい対局を始めます</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffTab</name>
    <message>
        <source>The article&apos;s construction of the P-positions, step by step on the board</source>
        <translation>元記事による後手必勝形の構成を、盤上で1ステップずつ表示します</translation>
    </message>
    <message>
        <source>The golden ratio, Beatty sequences and the Zeckendorf form for any n</source>
        <translation>任意の n についての黄金比、ビーティ数列、ゼッケンドルフ表現による形</translation>
    </message>
    <message>
        <source>The P-positions against the golden-ratio lines, and the Grundy heat map</source>
        <translation>黄金比の直線と後手必勝形、およびグランディ値のヒートマップ</translation>
    </message>
    <message>
        <source>Analysis: the three kinds of move</source>
        <translation>解析：3種類の手</translation>
    </message>
    <message>
        <source>Expla&amp;in</source>
        <translation>説明(&amp;I)</translation>
    </message>
    <message>
        <source>Cha&amp;rts</source>
        <translation>グラフ(&amp;R)</translation>
    </message>
</context>
<context>
    <name>nimlab::ZeckendorfChart</name>
    <message>
        <source>%1 is a term of %2</source>
        <translation>%1 は %2 の項です</translation>
    </message>
    <message>
        <source>%1 (%2 terms)</source>
        <translation>%1（%2項）</translation>
    </message>
    <message>
        <source>coins (each rectangle is a Fibonacci number)</source>
        <translation>コイン（各長方形の幅はフィボナッチ数）</translation>
    </message>
    <message>
        <source>Zeckendorf picture</source>
        <translation>ゼッケンドルフ表現の図</translation>
    </message>
    <message>
        <source>Zeckendorf representations: one row per pile size, one rectangle per Fibonacci term</source>
        <translation>ゼッケンドルフ表現：山の大きさごとに1行、フィボナッチ数の項ごとに1つの長方形</translation>
    </message>
</context>
</TS>
