public clas ClassKeywordTypo {
    int value;
}
