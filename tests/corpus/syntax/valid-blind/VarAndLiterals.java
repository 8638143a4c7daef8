import java.util.ArrayList;

public class VarAndLiterals {
    public static void main(String[] args) {
        var list = new ArrayList<Integer>();
        var million = 1_000_000;
        var hex = 0xFF_EC_DE_5E;
        var binary = 0b1010_0101;
        var octal = 0777;
        var big = 9_223_372_036_854_775_807L;
        var f = 1.5e-3f;
        var d = .5;
        var c = '\u0041';
        var escaped = "tab\tnew\nquote\"backslash\\unicode\u00e9";
        char next = (char) (c + 1);
        for (var i = 0; i < 3; i++) {
            list.add(i * million);
        }
        for (var n : list) {
            System.out.print(n);
        }
        System.out.println(hex + binary + octal + big + f + d + next + escaped);
    }
}
