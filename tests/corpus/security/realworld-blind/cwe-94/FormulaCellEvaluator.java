// expect: none (CWE-94 safe)
// note: a fixed Groovy script is parsed once at start-up; the spreadsheet cell values are passed as variables in the Binding
package com.sheets.formulas;

import java.util.Map;

import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import groovy.lang.Script;

public class FormulaCellEvaluator {
    private static final String SUM_SCRIPT = "cells.values().stream().mapToDouble { it as double }.sum()";

    private final GroovyShell shell = new GroovyShell();
    private final Script sumScript = shell.parse(SUM_SCRIPT);

    public synchronized double sum(Map<String, String> cellValues) {
        Binding binding = new Binding();
        binding.setVariable("cells", cellValues);
        sumScript.setBinding(binding);
        return ((Number) sumScript.run()).doubleValue();
    }
}
