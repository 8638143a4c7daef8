// expect: CWE-94 @ 19
// note: CLI reads an expression from stdin (Scanner) and evaluates it with the JavaScript ScriptEngine
package tools.calc;

import java.util.Scanner;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;

public class CalculatorCli {

    public static void main(String[] args) throws Exception {
        ScriptEngine js = new ScriptEngineManager().getEngineByExtension("js");
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            String line = in.nextLine();
            if (line.isBlank()) {
                break;
            }
            System.out.println(js.eval(line));
        }
    }
}
