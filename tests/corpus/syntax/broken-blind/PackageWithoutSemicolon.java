package com.example.shop

public class PackageWithoutSemicolon {
    public static void main(String[] args) {
        System.out.println("shop");
    }
}
