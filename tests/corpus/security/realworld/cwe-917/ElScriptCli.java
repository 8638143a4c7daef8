// expect: CWE-917 @ 13
// note: CLI args joined into an EL expression and evaluated with ELProcessor.getValue
package tools.el;

import jakarta.el.ELProcessor;

public class ElScriptCli {

    public static void main(String[] args) {
        ELProcessor el = new ELProcessor();
        el.defineBean("env", System.getenv());
        String expression = String.join(" ", args);
        System.out.println(el.getValue(expression, Object.class));
    }
}
